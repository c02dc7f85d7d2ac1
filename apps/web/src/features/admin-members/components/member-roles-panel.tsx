import { useId } from 'react';
import { Lock, ShieldCheck } from 'lucide-react';
import { ROLE_LABELS, roleColor } from '@bbt/domain';
import type { RoleKey } from '@bbt/domain';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useTheme } from '../../../lib/theme';
import { useSetMemberRole } from '../api/set-member-role';
import type { ConsoleUser, MemberDetail } from '../types';
import { formatDay } from '../utils/format';
import { roleSwitches } from '../utils/role-switch';
import type { RoleSwitchState } from '../utils/role-switch';
import { Panel } from './panel';
import styles from './member-admin.module.css';

function RoleSwitch({
  state,
  busy,
  pending,
  onToggle,
}: {
  state: RoleSwitchState;
  /** Another change is on its way: this one waits (focus stays put, unlike `disabled`). */
  busy: boolean;
  pending: boolean;
  onToggle: (role: RoleKey, granted: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const { theme } = useTheme();
  const locked = state.hint !== null;
  return (
    <li className={`${styles.switchRow} ${locked ? styles.switchLocked : ''}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={state.checked}
        disabled={locked}
        aria-disabled={busy || undefined}
        aria-describedby={locked ? hintId : undefined}
        onChange={() => {
          if (!busy) onToggle(state.role, !state.checked);
        }}
      />
      <label htmlFor={id} className={styles.switchLabel}>
        <span
          className={styles.roleDot}
          style={{ background: roleColor(state.role, theme) }}
          aria-hidden="true"
        />
        {ROLE_LABELS[state.role]}
        {pending ? <Spinner size="sm" label="Saving" /> : null}
      </label>
      {locked ? (
        <p id={hintId} className={styles.switchHint}>
          <Lock size={12} aria-hidden="true" />
          {state.hint}
        </p>
      ) : null}
    </li>
  );
}

/**
 * One switch per role. A change is sent at once (PUT .../roles/:role) and the member's chat
 * access follows; switches the console user may not flip are disabled with the reason.
 */
export function MemberRolesPanel({
  member,
  currentUser,
  className,
}: {
  member: MemberDetail;
  currentUser: ConsoleUser;
  className?: string;
}) {
  const toast = useToast();
  const setRole = useSetMemberRole();
  const pendingRole = setRole.isPending ? setRole.variables?.role : undefined;

  const toggle = (role: RoleKey, granted: boolean) =>
    setRole.mutate(
      { memberId: member.id, role, granted },
      {
        onSuccess: () => toast.success(granted ? 'Role given' : 'Role removed'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const notes: string[] = [];
  if (member.roles.includes('blue_badge_trader') && member.badgeTier !== null)
    notes.push(`Blue Badge tier ${member.badgeTier}`);
  if (member.roles.includes('premium_signals'))
    notes.push(`Premium Signals until ${formatDay(member.signalsUntil)}`);

  return (
    <Panel
      title="Roles"
      icon={<ShieldCheck size={18} aria-hidden="true" />}
      description="Switch a role on or off; the member's channels change at once."
      className={className}
    >
      <ul role="list" className={styles.switches} aria-label={`Roles of ${member.name}`}>
        {roleSwitches(currentUser, member).map((state) => (
          <RoleSwitch
            key={state.role}
            state={state}
            busy={setRole.isPending}
            pending={pendingRole === state.role}
            onToggle={toggle}
          />
        ))}
      </ul>
      {notes.length > 0 ? <p className={styles.note}>{notes.join(' · ')}</p> : null}
    </Panel>
  );
}
