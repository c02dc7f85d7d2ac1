import { PRIORITY_LABELS, nameColor } from '@bbt/domain';
import { useTheme } from '../../../lib/theme';
import type { SessionUser } from '../types';
import { Avatar } from '../../../components/ui/avatar';
import styles from './user-chip.module.css';

/** Photo and name of the signed-in user; the name takes its priority colour (spec §6). */
export function UserChip({ user }: { user: SessionUser }) {
  const { theme } = useTheme();
  return (
    <div className={styles.chip}>
      <Avatar name={user.name} image={user.image} size={36} />
      <div className={styles.text}>
        <span className={styles.name} style={{ color: nameColor(user.priority, theme) }}>
          {user.name}
        </span>
        <span className={styles.role}>{PRIORITY_LABELS[user.priority]}</span>
      </div>
    </div>
  );
}
