import { ROLE_KEYS, ROLE_LABELS, roleColor } from '@bbt/domain';
import type { RoleKey } from '@bbt/domain';
import { useTheme } from '../../../lib/theme';
import styles from './shared.module.css';

/** A member's roles as chips in their role colour (spec §6), in the roles' own order. */
export function RoleChips({ roles, label }: { roles: readonly RoleKey[]; label?: string }) {
  const { theme } = useTheme();
  if (roles.length === 0) return <span className={styles.noRoles}>No roles</span>;
  const ordered = ROLE_KEYS.filter((role) => roles.includes(role));
  return (
    <ul role="list" className={styles.chips} aria-label={label}>
      {ordered.map((role) => (
        <li
          key={role}
          className={styles.chip}
          style={{ color: roleColor(role, theme), borderColor: roleColor(role, theme) }}
        >
          <span className={styles.dot} aria-hidden="true" />
          {ROLE_LABELS[role]}
        </li>
      ))}
    </ul>
  );
}
