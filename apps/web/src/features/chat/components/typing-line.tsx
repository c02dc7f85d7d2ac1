import { typingLine } from '@bbt/domain';
import { useTypingNames } from '../realtime/use-typing';
import styles from './typing-line.module.css';

/**
 * '{name} is typing…' under the messages (decision 0032), of the channel or of one thread
 * (decision 0068). The line keeps its height when empty, so the conversation does not jump,
 * and is a polite live region for screen readers.
 */
export function TypingLine({
  slug,
  viewerId,
  threadId = null,
}: {
  slug: string;
  viewerId: string;
  threadId?: number | null;
}) {
  const line = typingLine(useTypingNames(slug, viewerId, threadId));
  return (
    <div className={styles.line} role="status" aria-live="polite" aria-atomic="true">
      {line ? (
        <>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {line}
        </>
      ) : null}
    </div>
  );
}
