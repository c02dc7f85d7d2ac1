import { useState, type FormEvent } from 'react';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { PUSH_COPY } from '../copy';
import { PushDevices } from './push-devices';
import styles from './notification-settings-form.module.css';

/** The browser's own zone, offered first: what the member's clock says. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const zones = (): string[] => {
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return known ? known('timeZone') : [browserZone(), 'UTC'];
};

/** The quiet hours' two ends, each a time of day. */
const QUIET_EDGES = [
  ['start', PUSH_COPY.settings.from],
  ['end', PUSH_COPY.settings.to],
] as const;

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const [draft, setDraft] = useState<NotificationSettings>(() =>
    // A member who never saved gets their browser's zone, not UTC.
    initial.quietHours === null && initial.timeZone === 'UTC'
      ? { ...initial, timeZone: browserZone() }
      : initial,
  );
  const save = useSaveNotificationSettings();
  const toast = useToast();
  const quiet = draft.quietHours;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast.success(PUSH_COPY.settings.saved),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <fieldset className={styles.group}>
        <legend>{PUSH_COPY.settings.kindsLegend}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className={styles.check}>
            <input
              type="checkbox"
              checked={draft.kinds[kind]}
              onChange={(event) =>
                setDraft({ ...draft, kinds: { ...draft.kinds, [kind]: event.target.checked } })
              }
            />
            {PUSH_COPY.settings.kinds[kind]}
          </label>
        ))}
        <p className={styles.hint}>{PUSH_COPY.settings.channelsHint}</p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{PUSH_COPY.settings.quietLegend}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={quiet !== null}
            onChange={(event) =>
              setDraft({
                ...draft,
                quietHours: event.target.checked ? { start: '22:00', end: '07:00' } : null,
              })
            }
          />
          {PUSH_COPY.settings.quietOn}
        </label>
        {quiet ? (
          <div className={styles.row}>
            {QUIET_EDGES.map(([edge, label]) => (
              <TextField
                key={edge}
                label={label}
                type="time"
                required
                value={quiet[edge]}
                onChange={(event) =>
                  setDraft({ ...draft, quietHours: { ...quiet, [edge]: event.target.value } })
                }
              />
            ))}
          </div>
        ) : null}
        <SelectField
          className={styles.zone}
          label={PUSH_COPY.settings.timeZone}
          value={draft.timeZone}
          onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
        >
          {[...new Set([draft.timeZone, ...zones()])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{PUSH_COPY.settings.mailLegend}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.missedMail}
            onChange={(event) => setDraft({ ...draft, missedMail: event.target.checked })}
          />
          {PUSH_COPY.settings.missedMail}
        </label>
      </fieldset>

      <Button type="submit" disabled={save.isPending}>
        {PUSH_COPY.settings.save}
      </Button>
    </form>
  );
}

/**
 * The notification settings page's content (decision 0062): kinds, quiet hours in a time zone,
 * missed mail, and this member's push devices. Each channel's level stays in that channel's
 * bell menu.
 */
export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  if (settings.isPending) return <p role="status">{PUSH_COPY.settings.loading}</p>;
  if (settings.isError)
    return (
      <ErrorState
        title={PUSH_COPY.settings.loadFailed}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <div className={styles.page}>
      <SettingsForm initial={settings.data} />
      <section className={styles.group} aria-label={PUSH_COPY.devices}>
        <PushDevices placement="page" />
      </section>
    </div>
  );
}
