import { SmilePlus } from 'lucide-react';
import type { ChatMessage } from '@bbt/domain';
import { COPY } from '@bbt/domain';
import styles from './message-item.module.css';

/** Reactions as chips (ruling 8): emoji and count, pressed when mine; a click toggles mine. */
export function ReactionChips({
  message,
  viewerId,
  disabled,
  onToggle,
  onAdd,
}: {
  message: ChatMessage;
  viewerId: string;
  disabled: boolean;
  onToggle: (emoji: string) => void;
  onAdd: () => void;
}) {
  if (message.reactions.length === 0) return null;
  return (
    <div className={styles.reactions}>
      {message.reactions.map((reaction) => {
        const mine = reaction.userIds.includes(viewerId);
        return (
          <button
            key={reaction.emoji}
            type="button"
            className={styles.reaction}
            aria-pressed={mine}
            aria-label={`${reaction.emoji} ${reaction.count}`}
            disabled={disabled}
            onClick={() => onToggle(reaction.emoji)}
          >
            <span className={styles.reactionEmoji} aria-hidden="true">
              {reaction.emoji}
            </span>
            <span className={styles.reactionCount} aria-hidden="true">
              {reaction.count}
            </span>
          </button>
        );
      })}
      {!disabled ? (
        <button
          type="button"
          className={`${styles.reaction} ${styles.addReaction}`}
          aria-label={COPY.chat.actions.react}
          title={COPY.chat.actions.react}
          onClick={onAdd}
        >
          <SmilePlus size={16} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
