import { X } from 'lucide-react';
import { COPY } from '@bbt/domain';
import styles from './composer.module.css';

/** 'Replying to {name}' above the composer, with cancel (spec screen 13). */
export function ReplyBanner({ name, onCancel }: { name: string; onCancel: () => void }) {
  return (
    <div className={styles.banner}>
      <span className={styles.bannerText}>{COPY.chat.replyingTo(name)}</span>
      <button
        type="button"
        className={styles.bannerClose}
        aria-label={`${COPY.chat.cancel}: ${COPY.chat.replyingTo(name)}`}
        title={COPY.chat.cancel}
        onClick={onCancel}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
