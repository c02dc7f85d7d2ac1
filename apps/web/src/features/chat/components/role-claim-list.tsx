import { Check, Plus } from 'lucide-react';
import { COPY, ROLE_LABELS, SELF_CLAIMABLE_ROLES, roleColor } from '@bbt/domain';
import type { SelfClaimableRole } from '@bbt/domain';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useTheme } from '../../../lib/theme';
import { useClaimRole } from '../api/claim-role';
import type { ChatViewer } from '../types';
import { describeError } from '../utils/describe-error';
import styles from './role-claim-list.module.css';

/** The self-claimable roles as switches (spec §6): each claim opens its channel. */
export function RoleClaimList({
  viewer,
  onClaimed,
}: {
  viewer: ChatViewer;
  onClaimed: () => void;
}) {
  const { theme } = useTheme();
  const toast = useToast();
  const claim = useClaimRole(onClaimed);
  const pendingRole = claim.isPending ? claim.variables?.role : undefined;

  const toggle = (role: SelfClaimableRole) =>
    claim.mutate(
      { role, claimed: !viewer.roles[role] },
      { onError: (error) => toast.error(describeError(error)) },
    );

  return (
    <ul role="list" className={styles.list} aria-label={COPY.chat.interestsTitle}>
      {SELF_CLAIMABLE_ROLES.map((role) => {
        const held = viewer.roles[role];
        const color = roleColor(role, theme);
        return (
          <li key={role}>
            <button
              type="button"
              role="switch"
              aria-checked={held}
              className={styles.role}
              style={{ borderColor: held ? color : undefined }}
              disabled={claim.isPending}
              onClick={() => toggle(role)}
            >
              <span className={styles.dot} style={{ background: color }} aria-hidden="true" />
              <span className={styles.label} style={{ color: held ? color : undefined }}>
                {ROLE_LABELS[role]}
              </span>
              <span className={styles.state} aria-hidden="true">
                {pendingRole === role ? (
                  <Spinner size="sm" label={null} />
                ) : held ? (
                  <Check size={16} />
                ) : (
                  <Plus size={16} />
                )}
                {held ? COPY.chat.removeRole : COPY.chat.claim}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
