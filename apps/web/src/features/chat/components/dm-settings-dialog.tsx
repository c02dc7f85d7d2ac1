import { useState } from 'react';
import { DM_PRIVACY_LABELS, DM_PRIVACY_LEVELS, type DmPrivacy } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import {
  useChangeDmCommunity,
  useDmCommunity,
  useDmSettings,
  useDmSettingsChanges,
} from '../api/direct-messages';
import { describeError } from '../utils/describe-error';
import styles from './dm-dialogs.module.css';

/** The founder's switch for the whole community, and how long new accounts wait. */
function CommunitySettings() {
  const community = useDmCommunity(true);
  const change = useChangeDmCommunity();
  const toast = useToast();
  const [hours, setHours] = useState<string | null>(null);
  if (!community.data) return null;
  const { membersMayMessage, newAccountHours } = community.data;
  const save = (next: { membersMayMessage: boolean; newAccountHours: number }) =>
    change.mutate(next, {
      onSuccess: () => toast.success('Saved'),
      onError: (error) => toast.error(describeError(error)),
    });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Community (founder)</legend>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={membersMayMessage}
          onChange={(event) => save({ membersMayMessage: event.target.checked, newAccountHours })}
        />
        Members may write to members (staff always may)
      </label>
      <label className={styles.option}>
        New accounts wait
        <input
          className={styles.hours}
          type="number"
          min={0}
          max={720}
          value={hours ?? String(newAccountHours)}
          onChange={(event) => setHours(event.target.value)}
          onBlur={() => {
            if (hours !== null && Number(hours) !== newAccountHours)
              save({ membersMayMessage, newAccountHours: Number(hours) });
            setHours(null);
          }}
        />
        hours before starting conversations
      </label>
    </fieldset>
  );
}

/**
 * Who may write to the member (decision 0066), the members they blocked with a way to unblock,
 * and for the founder the community's switch.
 */
export function DmSettingsDialog({
  open,
  onClose,
  founder,
}: {
  open: boolean;
  onClose: () => void;
  founder: boolean;
}) {
  const settings = useDmSettings();
  const changes = useDmSettingsChanges();
  const toast = useToast();
  // The choice shows at once; a refusal puts back what the server holds.
  const [chosen, setChosen] = useState<DmPrivacy | null>(null);
  const setPrivacy = (privacy: DmPrivacy) => {
    setChosen(privacy);
    changes.privacy.mutate(privacy, {
      onError: (error) => {
        setChosen(null);
        toast.error(describeError(error));
      },
    });
  };
  return (
    <Modal open={open} onClose={onClose} title="Direct messages">
      <div className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Who may write to me</legend>
          {DM_PRIVACY_LEVELS.map((level) => (
            <label key={level} className={styles.option}>
              <input
                type="radio"
                name="dm-privacy"
                value={level}
                checked={(chosen ?? settings.data?.privacy) === level}
                onChange={() => setPrivacy(level)}
              />
              {DM_PRIVACY_LABELS[level]}
            </label>
          ))}
          <p className={styles.hint}>Staff can always write to you.</p>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Blocked members</legend>
          {settings.data?.blocked.length ? (
            settings.data.blocked.map((member) => (
              <div key={member.id} className={styles.blocked}>
                {member.name}
                <Button size="sm" variant="ghost" onClick={() => changes.unblock.mutate(member.id)}>
                  Unblock
                </Button>
              </div>
            ))
          ) : (
            <p className={styles.hint}>No one. Only you see this list.</p>
          )}
        </fieldset>
        {founder ? <CommunitySettings /> : null}
      </div>
    </Modal>
  );
}
