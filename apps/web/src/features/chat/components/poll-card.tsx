import { memo, useId } from 'react';
import { CircleCheck, Circle } from 'lucide-react';
import { formatMessageDate } from '@bbt/domain';
import type { Poll } from '../types';
import { nextVote, totalVotes, voteShares } from '../utils/polls';
import styles from './polls.module.css';

const votes = (n: number) => (n === 1 ? '1 vote' : `${n} votes`);

/**
 * One poll (spec §4): header, text and its options as toggle buttons, each with its
 * count and a bar for its share of the votes. A click votes or changes the vote; a click on
 * the member's own choice (pressed) takes the vote back.
 */
export const PollCard = memo(function PollCard({
  poll,
  now,
  pending,
  disabled,
  onVote,
}: {
  poll: Poll;
  now: Date;
  /** A vote on this poll is on its way: further clicks wait for it. */
  pending: boolean;
  /** Voting is not possible (a mute). */
  disabled: boolean;
  onVote: (pollId: number, option: number | null) => void;
}) {
  const titleId = useId();
  const hintId = useId();
  const total = totalVotes(poll);
  const shares = voteShares(poll.options.map((o) => o.count));
  const created = new Date(poll.createdAt);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.header}>
          {poll.header}
        </h3>
        <time dateTime={poll.createdAt} title={created.toLocaleString()} className={styles.date}>
          {formatMessageDate(created, now)}
        </time>
      </header>
      {poll.text ? <p className={styles.text}>{poll.text}</p> : null}
      <div
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        aria-busy={pending || undefined}
        className={styles.options}
      >
        {poll.options.map((option, i) => {
          const mine = poll.myVote === option.index;
          const share = shares[i] ?? 0;
          return (
            <button
              key={option.index}
              type="button"
              className={styles.option}
              aria-label={`${option.label}, ${votes(option.count)}, ${share}%`}
              aria-pressed={mine}
              disabled={disabled}
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) onVote(poll.id, nextVote(poll.myVote, option.index));
              }}
            >
              <span className={styles.bar} style={{ width: `${share}%` }} aria-hidden="true" />
              <span className={styles.check} aria-hidden="true">
                {mine ? <CircleCheck size={18} /> : <Circle size={18} />}
              </span>
              <span className={styles.label}>{option.label}</span>
              <span className={styles.stats}>
                <span className={styles.count}>{votes(option.count)}</span>
                {' · '}
                <span className={styles.share}>{share}%</span>
              </span>
            </button>
          );
        })}
      </div>
      <p id={hintId} className={styles.total}>
        {votes(total)}
        {poll.myVote !== null && !disabled
          ? ' · Select your choice again to take your vote back'
          : ''}
      </p>
    </article>
  );
});
