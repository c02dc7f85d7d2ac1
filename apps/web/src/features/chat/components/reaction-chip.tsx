import { useId, useState } from 'react';
import type { ChatReaction } from '@bbt/domain';
import { useReactors } from '../api/get-reactors';
import { reactedLine } from '../utils/reactors';
import styles from './reaction-chip.module.css';
import itemStyles from './message-item.module.css';

/**
 * One reaction (ruling 8): emoji and count, pressed when mine; a click toggles mine. Hovering
 * or focusing it names who reacted (decision 0067), asked of the server only then.
 */
export function ReactionChip({
  messageId,
  reaction,
  mine,
  disabled,
  onToggle,
}: {
  messageId: number;
  reaction: ChatReaction;
  mine: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const [shown, setShown] = useState(false);
  const tooltipId = useId();
  const reactors = useReactors(messageId, reaction.emoji, reaction.count, shown);
  const line = reactors.data
    ? reactedLine(
        reaction.emoji,
        reactors.data.members.map((m) => m.name),
        reactors.data.more,
      )
    : reactors.isError
      ? 'Could not load who reacted'
      : 'Loading who reacted…';
  return (
    <span
      className={styles.wrap}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
    >
      <button
        type="button"
        className={itemStyles.reaction}
        aria-pressed={mine}
        aria-label={`${reaction.emoji} ${reaction.count}`}
        aria-describedby={shown ? tooltipId : undefined}
        disabled={disabled}
        onClick={onToggle}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && shown) {
            event.stopPropagation();
            setShown(false);
          }
        }}
      >
        <span className={itemStyles.reactionEmoji} aria-hidden="true">
          {reaction.emoji}
        </span>
        <span className={itemStyles.reactionCount} aria-hidden="true">
          {reaction.count}
        </span>
      </button>
      {shown ? (
        <span id={tooltipId} role="tooltip" className={styles.tooltip}>
          {line}
        </span>
      ) : null}
    </span>
  );
}
