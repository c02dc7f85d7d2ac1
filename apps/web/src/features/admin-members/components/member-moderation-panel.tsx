import { useState } from 'react';
import { Ban, CircleCheck, Gavel, MicOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useLiftRestriction } from '../api/lift-restriction';
import type { LiftableRestriction, MemberDetail } from '../types';
import { formatDateTime } from '../../../lib/format';
import { BanMemberDialog } from './ban-member-dialog';
import { Panel } from './panel';
import styles from './member-admin.module.css';

const LIFT_COPY: Record<
  LiftableRestriction,
  { button: string; title: string; done: string; effect: string }
> = {
  ban: {
    button: 'Lift ban',
    title: 'Lift the ban?',
    done: 'Ban lifted',
    effect: 'can read and post in the chat again at once',
  },
  mute: {
    button: 'Lift mute',
    title: 'Lift the mute?',
    done: 'Mute lifted',
    effect: 'can post in the chat again at once',
  },
};

function Counter({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className={styles.counter}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.counterValue}>{value}</span>
        {note ? <span className={styles.counterNote}>{note}</span> : null}
      </dd>
    </div>
  );
}

/** Warnings, kicks, mutes and bans, the ban or mute in effect, and lifting it after a confirm. */
export function MemberModerationPanel({
  member,
  className,
}: {
  member: MemberDetail;
  className?: string;
}) {
  const toast = useToast();
  const lift = useLiftRestriction();
  const [confirming, setConfirming] = useState<LiftableRestriction | null>(null);
  const [banning, setBanning] = useState(false);
  const { discipline } = member;

  const confirmLift = () => {
    if (!confirming) return;
    const restriction = confirming;
    lift.mutate(
      { memberId: member.id, restriction },
      {
        onSuccess: () => {
          toast.success(LIFT_COPY[restriction].done);
          setConfirming(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          setConfirming(null);
        },
      },
    );
  };

  const restrictions: Array<{
    kind: LiftableRestriction;
    Icon: typeof Ban;
    text: string;
  }> = [];
  if (discipline.banned)
    restrictions.push({
      kind: 'ban',
      Icon: Ban,
      text: discipline.permanent
        ? 'Banned permanently'
        : `Banned until ${formatDateTime(discipline.banUntil)}`,
    });
  if (discipline.muted)
    restrictions.push({
      kind: 'mute',
      Icon: MicOff,
      text: `Muted until ${formatDateTime(discipline.muteUntil)}`,
    });

  return (
    <Panel title="Moderation" icon={<Gavel size={18} aria-hidden="true" />} className={className}>
      <div className={styles.countersWrap}>
        <dl className={styles.counters}>
          <Counter label="Warnings" value={discipline.warn} />
          <Counter label="Kicks" value={discipline.kick} />
          <Counter
            label="Mutes"
            value={discipline.mute}
            note={discipline.muteCount !== discipline.mute ? `${discipline.muteCount} in all` : ''}
          />
          <Counter label="Bans" value={discipline.ban} />
        </dl>
      </div>
      {restrictions.length === 0 ? (
        <p className={`${styles.standing} ${styles.standingGood}`}>
          <CircleCheck size={18} aria-hidden="true" />
          No ban or mute in effect
        </p>
      ) : (
        <ul role="list" className={styles.restrictions}>
          {restrictions.map(({ kind, Icon, text }) => (
            <li
              key={kind}
              className={`${styles.standing} ${kind === 'ban' ? styles.standingBan : styles.standingMute}`}
            >
              <Icon size={18} aria-hidden="true" />
              <span className={styles.standingText}>{text}</span>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(kind)}>
                {LIFT_COPY[kind].button}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {discipline.permanent ? null : (
        <div className={styles.panelActions}>
          <Button
            variant="danger"
            size="sm"
            icon={<Ban size={16} aria-hidden="true" />}
            onClick={() => setBanning(true)}
          >
            Ban…
          </Button>
        </div>
      )}
      {banning ? <BanMemberDialog member={member} onClose={() => setBanning(false)} /> : null}
      <p className={styles.note}>
        Counters count towards the next step: three warnings make a one-day ban, three kicks a
        three-day ban, three mutes a warning, and the third ban is permanent.
      </p>
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? LIFT_COPY[confirming].title : ''}
        description={
          confirming
            ? `${member.name} ${LIFT_COPY[confirming].effect}. The counters stay in their record.`
            : undefined
        }
        confirmLabel={confirming ? LIFT_COPY[confirming].button : ''}
        tone="primary"
        pending={lift.isPending}
        holdWhilePending
        onConfirm={confirmLift}
      />
    </Panel>
  );
}
