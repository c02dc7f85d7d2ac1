import { SmilePlus } from 'lucide-react';
import type { ChatMessage } from '@bbt/domain';
import { COPY } from '@bbt/domain';
import { ReactionChip } from './reaction-chip';
import styles from './message-item.module.css';

/** A message's reactions as chips (ruling 8, `ReactionChip`), and the button to add one. */
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
      {message.reactions.map((reaction) => (
        <ReactionChip
          key={reaction.emoji}
          messageId={message.id}
          reaction={reaction}
          mine={reaction.userIds.includes(viewerId)}
          disabled={disabled}
          onToggle={() => onToggle(reaction.emoji)}
        />
      ))}
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
