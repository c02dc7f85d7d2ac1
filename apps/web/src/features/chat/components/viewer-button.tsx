import { PRIORITY_LABELS, nameColor } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { useTheme } from '../../../lib/theme';
import type { ChatViewer } from '../types';
import styles from './channel-sidebar.module.css';

/** The member's chip (photo and name); opens their profile panel. */
export function ViewerButton({ viewer, onClick }: { viewer: ChatViewer; onClick: () => void }) {
  const { theme } = useTheme();
  return (
    <button type="button" className={styles.viewer} onClick={onClick} aria-haspopup="dialog">
      <Avatar name={viewer.name} image={viewer.image} size={36} />
      <span className={styles.viewerText}>
        <span className={styles.viewerName} style={{ color: nameColor(viewer.priority, theme) }}>
          {viewer.name}
        </span>
        <span className={styles.viewerRole}>{PRIORITY_LABELS[viewer.priority]}</span>
      </span>
      {/* The name read aloud starts with the words on the chip (axe: label in name). */}
      <span className="visually-hidden">, open your profile</span>
    </button>
  );
}
