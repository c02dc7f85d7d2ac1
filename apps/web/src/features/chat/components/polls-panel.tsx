import { useCallback, useEffect, useRef } from 'react';
import { BarChart3 } from 'lucide-react';
import { useMutationState } from '@tanstack/react-query';
import { canRunCommand, COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useNow } from '../../../lib/use-now';
import { usePolls } from '../api/get-polls';
import { VOTE_MUTATION_KEY, useVotePoll } from '../api/vote-poll';
import type { VoteInput } from '../api/vote-poll';
import type { ChatViewer, PrivateNotice } from '../types';
import { describeError } from '../utils/describe-error';
import { newestFirst } from '../utils/polls';
import { viewerBlock } from '../utils/viewer';
import { ChannelIntro } from './channel-intro';
import { PollCard } from './poll-card';
import { PrivateNotices } from './private-notices';
import listStyles from './message-list.module.css';
import styles from './polls.module.css';

/** How a founder or admin creates a poll (the /poll command of spec §6). */
export const POLL_USAGE = '/poll "header" "text" "option" "option"';

function PollsSkeleton() {
  return (
    <div className={styles.list} role="status" aria-label="Loading polls">
      {[0, 1].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton width="40%" height={20} />
          <Skeleton width="70%" height={14} />
          {[0, 1, 2].map((j) => (
            <Skeleton key={j} height={44} radius="var(--radius-md)" />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The polls channel (spec screen 13): its polls, newest first, live through `polls:changed`,
 * instead of a message history. The channel's bot lines ('New poll: ...') count as read here.
 */
export function PollsPanel({
  channelName,
  viewer,
  bot,
  notices,
  onDismissNotice,
  lastMessageId,
  onSeen,
}: {
  /** The channel's display name, for its intro. */
  channelName: string;
  viewer: ChatViewer;
  bot: { name: string; image: string | null };
  notices: readonly PrivateNotice[];
  onDismissNotice: (id: number) => void;
  lastMessageId: number | null;
  onSeen: (lastId: number) => void;
}) {
  const polls = usePolls();
  const toast = useToast();
  const now = useNow(60_000);
  const scrollRef = useRef<HTMLDivElement>(null);
  const onVoteError = useCallback((error: unknown) => toast.error(describeError(error)), [toast]);
  const { mutate: vote } = useVotePoll(onVoteError);
  const pending = useMutationState({
    filters: { mutationKey: VOTE_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as VoteInput | undefined)?.pollId,
  });
  const muted = viewerBlock(viewer)?.kind === 'muted';
  const staff = canRunCommand(viewer, 'poll');
  const onVote = useCallback(
    (pollId: number, option: number | null) => vote({ pollId, option }),
    [vote],
  );

  // The channel is read while it is on screen.
  useEffect(() => {
    const mark = () => {
      if (lastMessageId !== null && document.visibilityState === 'visible') onSeen(lastMessageId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastMessageId, onSeen]);

  // A new private answer shows at the top, where the new poll would be.
  const noticeCount = notices.length;
  const seenNotices = useRef(noticeCount);
  useEffect(() => {
    if (noticeCount > seenNotices.current) scrollRef.current?.scrollTo({ top: 0 });
    seenNotices.current = noticeCount;
  }, [noticeCount]);

  let content;
  if (polls.isPending) content = <PollsSkeleton />;
  else if (polls.isError) {
    content = (
      <div className={styles.error} role="alert">
        <p>{describeError(polls.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void polls.refetch()}>
          {COPY.chunk.retry}
        </Button>
      </div>
    );
  } else if (polls.data.length === 0) {
    content = (
      <EmptyState
        icon={<BarChart3 />}
        title="No polls yet"
        headingLevel={3}
        className={styles.empty}
        description={
          staff ? (
            <p>
              Create one in the composer below: <code className={styles.code}>{POLL_USAGE}</code>
            </p>
          ) : (
            <p>New polls will show up here.</p>
          )
        }
      />
    );
  } else {
    content = (
      <ul role="list" className={styles.list} aria-label="Polls">
        {newestFirst(polls.data).map((poll) => (
          <li key={poll.id}>
            <PollCard
              poll={poll}
              now={now}
              pending={pending.includes(poll.id)}
              disabled={muted}
              onVote={onVote}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={listStyles.wrap}>
      <div
        ref={scrollRef}
        className={listStyles.scroll}
        tabIndex={0}
        role="region"
        aria-labelledby="channel-title"
      >
        <div className={styles.panel}>
          <ChannelIntro name={channelName} />
          <PrivateNotices notices={notices} bot={bot} onDismiss={onDismissNotice} />
          {content}
        </div>
      </div>
    </div>
  );
}
