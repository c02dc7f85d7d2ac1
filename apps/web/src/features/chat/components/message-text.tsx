import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { channelLabel } from '@bbt/domain';
import type { GroupMentions, MentionContext } from '../utils/text-segments';
import { splitMessageText } from '../utils/text-segments';
import styles from './message-item.module.css';

/**
 * Message text as React nodes (never HTML): line breaks kept, http(s) links opening in a new
 * tab, known mentions and the groups the message pinged highlighted, and channel mentions
 * linking to the channel under its display name (the key typed stays in the link).
 */
export const MessageText = memo(function MessageText({
  text,
  context,
  groups,
}: {
  text: string;
  context: MentionContext;
  groups: GroupMentions;
}) {
  const segments = useMemo(() => splitMessageText(text, context, groups), [text, context, groups]);
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
                #{channelLabel(segment.slug)}
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
