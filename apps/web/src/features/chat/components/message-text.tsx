import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { MentionContext } from '../utils/text-segments';
import { splitMessageText } from '../utils/text-segments';
import styles from './message-item.module.css';

/**
 * Message text as React nodes (never HTML): line breaks kept, http(s) links opening in a new
 * tab, known mentions highlighted and channel mentions linking to the channel.
 */
export const MessageText = memo(function MessageText({
  text,
  context,
}: {
  text: string;
  context: MentionContext;
}) {
  const segments = useMemo(() => splitMessageText(text, context), [text, context]);
  return (
    <p className={styles.text}>
      {segments.map((segment, i) => {
        switch (segment.type) {
          case 'text':
            return <span key={i}>{segment.text}</span>;
          case 'link':
            return (
              <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
                {segment.text}
              </a>
            );
          case 'channel':
            return (
              <Link key={i} to={`/app/${segment.slug}`} className={styles.mention}>
                {segment.text}
              </Link>
            );
          case 'mention':
            return (
              <span
                key={i}
                className={[styles.mention, segment.mine ? styles.mentionMine : undefined]
                  .filter(Boolean)
                  .join(' ')}
              >
                {segment.text}
              </span>
            );
        }
      })}
    </p>
  );
});
