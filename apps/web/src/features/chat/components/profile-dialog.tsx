import type { ReactNode } from 'react';
import {
  BOT_NAME_COLOR,
  PRESENCE_LABELS,
  PRIORITY_LABELS,
  ROLE_LABELS,
  nameColor,
} from '@bbt/domain';
import type { BadgeTier, Priority, RoleKey } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/format';
import { useTheme } from '../../../lib/theme';
import { usePresence } from '../realtime/use-presence';
import { WithPresence } from './presence-dot';
import { RoleBadges } from './role-badges';
import styles from './profile-dialog.module.css';

export interface ProfileSubject {
  /** Whose status the panel shows (decision 0032). */
  id: string;
  name: string;
  image: string | null;
  priority: Priority;
  roles: RoleKey[];
  isBot: boolean;
  /** What one's own account holds (the badge tier, the signals end); others' stay private. */
  plan?: { badgeTier: BadgeTier | null; signalsUntil: string };
}

/** The lines of one's plan: the badge tier held, and until when premium signals run. */
export function planLines(subject: ProfileSubject): string[] {
  if (!subject.plan) return [];
  const lines: string[] = [];
  if (subject.roles.includes('blue_badge_trader') && subject.plan.badgeTier !== null)
    lines.push(`${ROLE_LABELS.blue_badge_trader}, tier ${subject.plan.badgeTier}`);
  if (subject.roles.includes('premium_signals'))
    lines.push(`${ROLE_LABELS.premium_signals} until ${formatDateTime(subject.plan.signalsUntil)}`);
  return lines;
}

/** A member's roles as coloured badges (spec screen 13); Log Out only on one's own. */
export function ProfileDialog({
  subject,
  onClose,
  actions,
}: {
  subject: ProfileSubject | null;
  onClose: () => void;
  /** The own account's actions (Log Out), or what one may do with another member (Message). */
  actions?: ReactNode;
}) {
  const { theme } = useTheme();
  const statusOf = usePresence();
  const status = subject ? statusOf(subject) : 'offline';
  return (
    <Modal open={subject !== null} onClose={onClose} title="Profile">
      {subject ? (
        <div className={styles.profile}>
          <div className={styles.identity}>
            <WithPresence status={status} size="lg">
              <Avatar name={subject.name} image={subject.image} size={64} />
            </WithPresence>
            <div>
              <p
                className={styles.name}
                style={{
                  color: subject.isBot ? BOT_NAME_COLOR[theme] : nameColor(subject.priority, theme),
                }}
              >
                {subject.name}
              </p>
              <p className={styles.rank}>
                {PRIORITY_LABELS[subject.priority]} · {PRESENCE_LABELS[status]}
              </p>
            </div>
          </div>
          <h3 className={styles.heading}>Roles</h3>
          <RoleBadges roles={subject.roles} />
          {planLines(subject).length > 0 ? (
            <>
              <h3 className={styles.heading}>Your plan</h3>
              <ul role="list" className={styles.plan}>
                {planLines(subject).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </Modal>
  );
}
