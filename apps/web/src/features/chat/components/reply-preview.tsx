import { CornerUpRight } from 'lucide-react';
import { COPY, parseMessage, plainText } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import styles from './message-item.module.css';

/**
 * The message this one answers, above it, as plain words; a click scrolls to it when it is
 * loaded.
 */
export function ReplyPreview({
  reply,
  onJump,
}: {
  reply: NonNullable<ChatMessage['replyTo']>;
  onJump: (id: number) => void;
}) {
  if (reply.deleted) {
    return (
      <div className={styles.reply}>
        <CornerUpRight size={14} aria-hidden="true" className={styles.replyIcon} />
        <span className={styles.replyDeleted}>Original message was deleted</span>
      </div>
    );
  }
  return (
    <button type="button" className={styles.reply} onClick={() => onJump(reply.id)}>
      <CornerUpRight size={14} aria-hidden="true" className={styles.replyIcon} />
      <span className="visually-hidden">Reply to </span>
      <span className={styles.replyAuthor}>{reply.authorName}</span>
      {/* Only an image message has no text. Markers are left out, spoilers stay hidden. */}
      <span className={styles.replyText}>
        {reply.text
          ? plainText(parseMessage(reply.text), COPY.chat.format.spoilerInPreview)
          : 'Image'}
      </span>
    </button>
  );
}
