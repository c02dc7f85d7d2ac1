import { ROLE_LABELS, roleColor, type RoleKey } from '@bbt/domain';
import { useTheme } from '../../../lib/theme';
import styles from './profile-dialog.module.css';

/** A member's roles as coloured badges (spec screen 13), or a line saying there are none. */
export function RoleBadges({ roles }: { roles: readonly RoleKey[] }) {
  const { theme } = useTheme();
  if (roles.length === 0) return <p className={styles.none}>No roles yet</p>;
  return (
    <ul role="list" className={styles.roles}>
      {roles.map((role) => (
        <li
          key={role}
          className={styles.role}
          style={{ color: roleColor(role, theme), borderColor: roleColor(role, theme) }}
        >
          <span className={styles.dot} aria-hidden="true" />
          {ROLE_LABELS[role]}
        </li>
      ))}
    </ul>
  );
}
