import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  COPY,
  titleWithMentions,
  unreadMentionTotal,
  channelLabel,
  findChannel,
  isFounderOrAdmin,
  isTicketSlug,
  memberChannelAccess,
  type MemberChannelAccess,
} from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { loadOlderMessages, messagesQueryKey, useChannelMessages } from '../api/get-messages';
import { useMarkRead } from '../hooks/use-mark-read';
import { useChannelKeys } from '../hooks/use-channel-keys';
import { useMessageHandlers } from '../hooks/use-message-handlers';
import { useMessageJump } from '../hooks/use-message-jump';
import { usePinsThreads } from '../hooks/use-pins-threads';
import { useRunCommand } from '../hooks/use-run-command';
import { useTypingSignal } from '../realtime/use-typing';
import type { ChannelSummary, ChatViewer, EmojiTarget, Member } from '../types';
import { describeError } from '../utils/describe-error';
import { flashMessage } from '../utils/flash-message';
import { lastServerId } from '../utils/merge-messages';
import { mainLine } from '../utils/pins-threads';
import type { UnreadAtOpen } from '../utils/timeline';
import { viewerBlock } from '../utils/viewer';
import { ChannelHeader } from './channel-header';
import { Composer } from './composer';
import { ComposerNotice } from './composer-notice';
import { DeleteDialog } from './delete-dialog';
import { EmojiPicker } from './emoji-picker';
import { GatedState } from './gated-state';
import { ImageDialog } from './image-dialog';
import { MessageContext } from './message-context';
import { MessageList } from './message-list';
import type { MessageListHandle } from './message-list';
import { MessageListSkeleton } from './message-list-skeleton';
import { PinThreadContext } from './pin-thread-context';
import { PinsButton } from './pins-panel';
import { PollsPanel } from './polls-panel';
import { RoleClaimList } from './role-claim-list';
import { ThreadPanel } from './thread-panel';
import { TicketPrompt } from './ticket-prompt';
import { TypingLine } from './typing-line';
import itemStyles from './message-item.module.css';
import composerStyles from './composer.module.css';
import styles from './channel-view.module.css';

interface ChannelViewProps {
  slug: string;
  viewer: ChatViewer;
  summary: ChannelSummary | undefined;
  channels: ChannelSummary[] | undefined;
  members: Member[] | undefined;
  sidebarOpen: boolean;
  membersOpen: boolean;
  onToggleSidebar: () => void;
  onToggleMembers: () => void;
  emojiTarget: EmojiTarget | null;
  setEmojiTarget: (target: EmojiTarget | null) => void;
  onBanned: () => void;
  onViewerChanged: () => void;
}

/**
 * The viewer's access from GET /api/channels, or before it answers the policy the server
 * answers with (the channel rules and discipline, `memberChannelAccess`). The list holds every
 * open ticket the member may read, so a ticket it lacks is a closed one (ruling 5: staff keep
 * reading it by URL).
 */
function channelViewAccess(
  viewer: ChatViewer,
  slug: string,
  summary: ChannelSummary | undefined,
  channels: ChannelSummary[] | undefined,
): MemberChannelAccess {
  if (summary) return summary;
  const ticket = channels && isTicketSlug(slug) ? { openerId: viewer.id, open: false } : null;
  return memberChannelAccess(viewer, slug, viewerBlock(viewer), ticket);
}

/**
 * Whether the viewer may no longer read the open channel: the channel list says so, or, while
 * the list lacks it, the policy for the viewer's current roles. Tickets and unknown channels
 * are left to the server's answer (404 or 403 on the refetch of member:changed).
 */
const readRefused = (
  slug: string,
  summary: ChannelSummary | undefined,
  access: MemberChannelAccess,
) => !access.read && (summary !== undefined || findChannel(slug) !== undefined);

const DEFAULT_BOT = { name: 'Bot', image: null };

/**
 * One channel: header, history (the polls in #polls), and the composer or the notice that
 * replaces it; #ask adds 'Need Help ?!' with 'open a ticket'.
 */
export function ChannelView(props: ChannelViewProps) {
  const { slug, viewer, summary, channels, members, emojiTarget, setEmojiTarget } = props;
  const queryClient = useQueryClient();
  // A role lost while the channel is open (member:changed refetches the viewer and the list)
  // gates it at once: its history is neither fetched nor kept, not left on screen behind a
  // locked composer. Regaining the role fetches it afresh.
  const access = channelViewAccess(viewer, slug, summary, channels);
  const refused = readRefused(slug, summary, access);
  const messages = useChannelMessages(slug, !refused);
  useEffect(() => {
    if (refused) void queryClient.resetQueries({ queryKey: messagesQueryKey(slug), exact: true });
  }, [refused, queryClient, slug]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const insertRef = useRef<((text: string) => void) | null>(null);
  const attachRef = useRef<((file: File) => void) | null>(null);
  const [dropping, setDropping] = useState(false);
  const onSeen = useMarkRead(slug);
  // The sidebar's name; the catalogue it comes from covers the moments the list lacks the
  // channel (still loading, or a closed ticket staff open by URL).
  const name = summary?.label ?? channelLabel(slug);
  // Read once, when both the history and the count are in: reading marks the channel read and
  // the count drops to 0, but the 'New' divider stays until the member leaves the channel.
  const [unreadAtOpen, setUnreadAtOpen] = useState<UnreadAtOpen | null>(null);
  if (unreadAtOpen === null && summary && messages.data) {
    setUnreadAtOpen({ unread: summary.unread, lastId: lastServerId(messages.data.messages) ?? 0 });
  }
  const commands = useRunCommand(slug);
  const typing = useTypingSignal(slug);
  const botMember = members?.find((m) => m.isBot);
  const bot = botMember ? { name: botMember.name, image: botMember.image } : DEFAULT_BOT;
  const canReact = access.reason !== 'muted' && access.reason !== 'banned';
  const listRef = useRef<MessageListHandle>(null);
  const reveal = useCallback((id: number) => listRef.current?.reveal(id) ?? false, []);
  const jump = useMessageJump(slug, reveal);
  const { open: openAt } = jump;
  // A reply preview shows its message: in the history when held there, in the thread panel
  // when it is a reply shown there, else from the page around it (as a search result).
  const jumpTo = useCallback(
    (id: number) => {
      if (!reveal(id) && !flashMessage(id, itemStyles.flash ?? '')) openAt(id);
    },
    [reveal, openAt],
  );
  const handlers = useMessageHandlers({
    slug,
    viewer,
    members,
    channels,
    canWrite: access.write,
    canReact,
    jumpTo,
    setEmojiTarget,
  });
  // Thread replies share the channel's cache (its catch-ups hold them) but show in their
  // thread's panel only (decision 0034).
  const mainMessages = useMemo(
    () => (messages.data ? mainLine(messages.data.messages) : undefined),
    [messages.data],
  );
  const pinsThreads = usePinsThreads({
    slug,
    viewer,
    access,
    readable: !refused && messages.isSuccess,
  });
  // At the bottom of the channel its thread replies are seen too: a mention in one is read there.
  const newestHeld = messages.data ? lastServerId(messages.data.messages) : null;
  const onSeenMain = useCallback(
    (lastId: number) => onSeen(Math.max(lastId, newestHeld ?? 0)),
    [onSeen, newestHeld],
  );

  const keys = useChannelKeys({
    slug,
    messages: mainMessages,
    viewerId: viewer.id,
    startEdit: handlers.context.startEdit,
    onMarkedRead: () => setUnreadAtOpen((at) => at && { ...at, unread: 0 }),
  });

  const error = messages.error;
  const banned = isApiError(error) && error.code === 'banned';
  const { onBanned } = props;
  useEffect(() => {
    if (banned) onBanned();
  }, [banned, onBanned]);

  const loadOlder = useCallback(() => {
    setLoadingOlder(true);
    setOlderFailed(false);
    loadOlderMessages(queryClient, slug)
      .catch(() => setOlderFailed(true))
      .finally(() => setLoadingOlder(false));
  }, [queryClient, slug]);

  const pickEmoji = (emoji: string) => {
    const target = emojiTarget;
    setEmojiTarget(null);
    if (target?.kind === 'composer') insertRef.current?.(emoji);
    if (target?.kind === 'reaction') {
      const message = messages.data?.messages.find((m) => m.id === target.messageId);
      if (message) handlers.toggleReaction(message, emoji);
    }
  };

  let body;
  if (refused) body = <GatedState kind="no_permission" />;
  else if (messages.isPending) body = <MessageListSkeleton />;
  else if (messages.isError) {
    if (isApiError(error) && error.status === 404) body = <GatedState kind="not_found" />;
    else if (isApiError(error) && error.status === 403) body = <GatedState kind="no_permission" />;
    else {
      body = (
        <div className={styles.gated} role="alert">
          <p>{describeError(error)}</p>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {COPY.chunk.retry}
          </Button>
        </div>
      );
    }
  } else if (slug === 'polls') {
    body = (
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
  } else {
    body = (
      <MessageContext value={handlers.context}>
        <PinThreadContext value={pinsThreads.context}>
          <MessageList
            channelName={name}
            messages={mainMessages ?? []}
            hasMore={messages.data.hasMore}
            viewerId={viewer.id}
            unreadAtOpen={unreadAtOpen}
            loadingOlder={loadingOlder}
            olderFailed={olderFailed}
            onLoadOlder={loadOlder}
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

  const readable = !refused && messages.isSuccess;
  const block = viewerBlock(viewer);
  return (
    <section
      className={styles.channel}
      onKeyDown={keys.onKeyDown}
      aria-labelledby="channel-title"
      data-dropping={dropping || undefined}
      // Files dropped anywhere on the conversation go to the composer's attachment (its type
      // and size checks, its preview); without a composer the drop is only kept from making
      // the browser open the file in place of the app.
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = attachRef.current ? 'copy' : 'none';
        setDropping(attachRef.current !== null);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDropping(false);
        const file = event.dataTransfer.files[0];
        if (file) attachRef.current?.(file);
      }}
    >
      <title>
        {titleWithMentions(`#${name} · Blue Badge`, unreadMentionTotal(channels ?? []))}
      </title>
      <ChannelHeader
        slug={readable ? slug : null}
        name={name}
        topic={readable ? (summary?.topic ?? null) : null}
        sidebarOpen={props.sidebarOpen}
        membersOpen={props.membersOpen}
        onToggleSidebar={props.onToggleSidebar}
        onToggleMembers={props.onToggleMembers}
        pins={
          readable && slug !== 'polls' ? (
            <PinsButton
              slug={slug}
              canPin={pinsThreads.context.canPin}
              onUnpin={pinsThreads.context.togglePin}
            />
          ) : null
        }
      />
      {body}
      {readable && slug === 'claim' ? (
        <div className={styles.claim}>
          <RoleClaimList viewer={viewer} onClaimed={props.onViewerChanged} />
        </div>
      ) : null}
      {readable ? <TypingLine slug={slug} viewerId={viewer.id} /> : null}
      {readable ? (
        <div className={composerStyles.area}>
          {emojiTarget ? (
            <EmojiPicker onPick={pickEmoji} onClose={() => setEmojiTarget(null)} />
          ) : null}
          {slug === 'ask' ? <TicketPrompt /> : null}
          {access.write ? (
            <Composer
              slug={slug}
              channelName={name}
              author={viewer}
              allowCommands={isFounderOrAdmin(viewer.roles)}
              members={members}
              channels={channels}
              replyTo={handlers.replyTo}
              onCancelReply={() => handlers.setReplyTo(null)}
              onEditLast={keys.editLast}
              onSend={handlers.send}
              onCommand={commands.run}
              insertRef={insertRef}
              attachRef={attachRef}
              emojiOpen={emojiTarget?.kind === 'composer'}
              onToggleEmoji={() => setEmojiTarget(emojiTarget ? null : { kind: 'composer' })}
              showMarketingLink={slug === 'marketing_chat'}
              typing={typing}
            />
          ) : (
            <ComposerNotice
              kind={
                access.reason === 'muted'
                  ? 'muted'
                  : access.reason === 'closed'
                    ? 'closed'
                    : 'locked'
              }
              until={block?.kind === 'muted' ? block.until : null}
            />
          )}
        </div>
      ) : null}
      {readable && pinsThreads.threadRootId !== null ? (
        <MessageContext value={handlers.context}>
          <ThreadPanel
            key={pinsThreads.threadRootId}
            rootId={pinsThreads.threadRootId}
            slug={slug}
            channelName={name}
            viewer={viewer}
            members={members}
            channels={channels}
            canWrite={access.write}
            onClose={pinsThreads.closeThread}
          />
        </MessageContext>
      ) : null}
      <DeleteDialog
        message={handlers.deleting}
        pending={handlers.deletePending}
        onCancel={() => handlers.setDeleting(null)}
        onConfirm={handlers.confirmDelete}
      />
      <ImageDialog message={handlers.viewing} onClose={() => handlers.setViewing(null)} />
    </section>
  );
}
