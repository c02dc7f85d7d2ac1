import { X } from 'lucide-react';
import styles from './drawer-close-button.module.css';

/**
 * The close button of a panel while it is a drawer (the channels on a phone, the member list
 * below 1200 px): a finger-sized X on the backdrop beside the drawer, part of the drawer for
 * focus. Hidden while the panel is docked.
 */
export function DrawerCloseButton({
  panel,
  label,
  onClose,
}: {
  panel: 'channels' | 'members';
  label: string;
  onClose: () => void;
}) {
  return (
    <button
      type="button"
      className={`${styles.close} ${panel === 'channels' ? styles.channels : styles.members}`}
      aria-label={label}
      title={label}
      onClick={onClose}
    >
      <X size={22} aria-hidden="true" />
    </button>
  );
}
