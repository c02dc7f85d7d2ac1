import { useId } from 'react';
import { BadgeCheck, Unlock } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useCreateMeeting } from '../api/create-meeting';
import { EMPTY_MEETING_FORM, validateMeetingForm } from '../utils/meetings';
import type { MeetingType } from '../utils/meetings';
import styles from './learn.module.css';

const TYPES: Array<{ value: MeetingType; label: string; hint: string; icon: typeof Unlock }> = [
  {
    value: 'exclusive',
    label: COPY.meetings.exclusive,
    hint: 'Blue badge traders only',
    icon: BadgeCheck,
  },
  { value: 'free', label: COPY.meetings.free, hint: 'Every member', icon: Unlock },
];

// Said beside the start time, so the creator knows whose clock it is read on.
const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Founder or admin: title, provider, link and start time required, Exclusive by default
 * (spec §5). The start time is typed on the creator's clock; members see it on theirs.
 */
export function CreateMeetingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const typeName = useId();
  const create = useCreateMeeting();
  const {
    values: form,
    errors,
    update,
    dialogProps,
  } = useDialogForm({
    initial: EMPTY_MEETING_FORM,
    validate: validateMeetingForm,
    fieldOrder: ['title', 'provider', 'startsAt', 'link'],
    save: (meeting) => create.mutateAsync(meeting).then(() => `"${meeting.title}" is scheduled`),
    onClose,
  });

  return (
    <FormDialog
      open={open}
      {...dialogProps}
      title={COPY.meetings.create}
      description="Members see it as scheduled; start it when you go live and Join opens."
      submitLabel={COPY.meetings.create}
    >
      <TextField
        label="Title"
        name="title"
        placeholder="e.g. Weekly market review"
        autoComplete="off"
        required
        value={form.title}
        error={errors.title}
        onChange={(e) => update('title', e.target.value)}
      />
      <TextField
        label="Provider"
        name="provider"
        placeholder="e.g. Zoom"
        autoComplete="off"
        required
        value={form.provider}
        error={errors.provider}
        onChange={(e) => update('provider', e.target.value)}
      />
      <TextField
        label="Start time"
        name="startsAt"
        type="datetime-local"
        hint={`Your time (${LOCAL_ZONE}); members see it in theirs.`}
        required
        value={form.startsAt}
        error={errors.startsAt}
        onChange={(e) => update('startsAt', e.target.value)}
      />
      <TextField
        label="Link"
        name="link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Only given to members who may join, once the meeting is live."
        autoComplete="off"
        required
        value={form.link}
        error={errors.link}
        onChange={(e) => update('link', e.target.value)}
      />
      <fieldset className={styles.typeField}>
        <legend className={styles.legend}>Type</legend>
        <div className={styles.typeOptions}>
          {TYPES.map(({ value, label, hint, icon: Icon }) => (
            <label key={value} className={styles.typeOption}>
              <input
                type="radio"
                name={typeName}
                value={value}
                checked={form.type === value}
                onChange={() => update('type', value)}
              />
              <span className={styles.typeText}>
                <span className={styles.typeLabel}>
                  <Icon size={16} aria-hidden="true" />
                  {label}
                </span>
                <span className={styles.typeHint}>{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
