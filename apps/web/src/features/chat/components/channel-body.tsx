import type { Ref } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import type { useChannelHistory } from '../hooks/use-channel-history';
import type { useMessageJump } from '../hooks/use-message-jump';
import type { useRunCommand } from '../hooks/use-run-command';
import type { ChatViewer } from '../types';
import { describeError } from '../utils/describe-error';
import { lastServerId } from '../utils/merge-messages';
import type { UnreadAtOpen } from '../utils/timeline';
import { GatedState } from './gated-state';
import { MessageContext, type MessageContextValue } from './message-context';
import { MessageList, type MessageListHandle } from './message-list';
import { MessageListSkeleton } from './message-list-skeleton';
import { PinThreadContext, type PinThreadContextValue } from './pin-thread-context';
import { PollsPanel } from './polls-panel';
import styles from './channel-view.module.css';

interface ChannelBodyProps {
  slug: string;
  name: string;
  viewer: ChatViewer;
  refused: boolean;
  history: ReturnType<typeof useChannelHistory>;
  unreadAtOpen: UnreadAtOpen | null;
  bot: { name: string; image: string | null };
  commands: ReturnType<typeof useRunCommand>;
  jump: ReturnType<typeof useMessageJump>;
  /** Marks the channel read up to a message (the polls count their bot lines). */
  onSeen: (lastId: number) => void;
  /** The same at the bottom of the history, where the thread replies held count too. */
  onSeenMain: (lastId: number) => void;
  messageContext: MessageContextValue;
  pinThreadContext: PinThreadContextValue;
  listRef: Ref<MessageListHandle>;
}

/**
 * The middle of a channel: the gate when the viewer may not read it, the skeleton while its
 * history loads, the error with a retry, the polls in #polls, else the message history.
 */
export function ChannelBody({
  slug,
  name,
  viewer,
  refused,
  history: { messages, mainMessages, older },
  unreadAtOpen,
  bot,
  commands,
  jump,
  onSeen,
  onSeenMain,
  messageContext,
  pinThreadContext,
  listRef,
}: ChannelBodyProps) {
  const error = messages.error;
  if (refused) return <GatedState kind="no_permission" />;
  if (messages.isPending) return <MessageListSkeleton />;
  if (messages.isError) {
    if (isApiError(error) && error.status === 404) return <GatedState kind="not_found" />;
    if (isApiError(error) && error.status === 403) return <GatedState kind="no_permission" />;
    return (
      <div className={styles.gated} role="alert">
        <p>{describeError(error)}</p>
        <Button variant="secondary" onClick={() => void messages.refetch()}>
          {COPY.chunk.retry}
        </Button>
      </div>
    );
  }
  if (slug === 'polls') {
    return (
      <PollsPanel
        channelName={name}
        viewer={viewer}
        bot={bot}
        notices={commands.notices}
        onDismissNotice={commands.dismiss}
        lastMessageId={lastServerId(messages.data.messages)}
        onSeen={onSeen}
      />
    );
  }
  return (
    <MessageContext value={messageContext}>
      <PinThreadContext value={pinThreadContext}>
        <MessageList
          channelName={name}
          messages={mainMessages ?? []}
          hasMore={messages.data.hasMore}
          viewerId={viewer.id}
          unreadAtOpen={unreadAtOpen}
          loadingOlder={older.loading}
          olderFailed={older.failed}
          onLoadOlder={older.load}
          hasNewer={messages.data.hasNewer}
          loadingNewer={jump.loadingNewer}
          newerFailed={jump.newerFailed}
          onLoadNewer={jump.loadNewer}
          onJumpToPresent={jump.jumpToPresent}
          onSeen={onSeenMain}
          notices={commands.notices}
          bot={bot}
          onDismissNotice={commands.dismiss}
          handleRef={listRef}
          jumpPending={jump.pending}
        />
      </PinThreadContext>
    </MessageContext>
  );
}
