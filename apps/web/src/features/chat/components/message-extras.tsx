import { MessageSquareText, Pin } from 'lucide-react';
import { COPY, formatMessageDate } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { usePinThreadContext } from './pin-thread-context';
import styles from './message-extras.module.css';

/** 'Pinned' beside a pinned message's date, naming who pinned it on hover and to readers. */
export function PinnedMark({ pinned }: { pinned: NonNullable<ChatMessage['pinned']> }) {
  const label = COPY.chat.pins.pinnedBy(pinned.byName);
  return (
    <span className={styles.pinned} title={label}>
      <Pin size={12} aria-hidden="true" />
      <span aria-hidden="true">Pinned</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * Under a thread's root: its reply count and last reply time, opening the thread; a dot and
 * 'New replies' when the viewer takes part and has replies to read.
 */
export function ThreadSummary({ message, now }: { message: ChatMessage; now: Date }) {
  const ctx = usePinThreadContext();
  if (!ctx || !message.thread) return null;
  const unread = ctx.followed?.get(message.id) ?? 0;
  const { replyCount, lastReplyAt } = message.thread;
  return (
    <button
      type="button"
      className={styles.thread}
      data-unread={unread > 0 || undefined}
      onClick={() => ctx.openThread(message)}
    >
      <MessageSquareText size={14} aria-hidden="true" />
      <span className={styles.count}>{COPY.chat.threads.replies(replyCount)}</span>
      <time dateTime={lastReplyAt} className={styles.last}>
        {formatMessageDate(new Date(lastReplyAt), now)}
      </time>
      {unread > 0 ? (
        <span className={styles.unread}>
          <span className={styles.dot} aria-hidden="true" />
          {COPY.chat.threads.unread}
        </span>
      ) : null}
    </button>
  );
}
