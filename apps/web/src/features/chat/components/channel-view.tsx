import { useCallback, useRef, useState } from 'react';
import {
  titleWithMentions,
  unreadMentionTotal,
  channelLabel,
  isConversationSlug,
  canReadAllTickets,
} from '@bbt/domain';
import { useChannelHistory } from '../hooks/use-channel-history';
import { useChannelKeys } from '../hooks/use-channel-keys';
import { useFileDrop } from '../hooks/use-file-drop';
import { useMarkRead } from '../hooks/use-mark-read';
import { useMessageHandlers } from '../hooks/use-message-handlers';
import { useMessageJump } from '../hooks/use-message-jump';
import { usePinsThreads } from '../hooks/use-pins-threads';
import { useRunCommand } from '../hooks/use-run-command';
import { useTypingSignal } from '../realtime/use-typing';
import type { ChannelSummary, ChatViewer, EmojiTarget, Member } from '../types';
import { channelViewAccess, readRefused } from '../utils/channel-view-access';
import { flashMessage } from '../utils/flash-message';
import { lastServerId } from '../utils/merge-messages';
import type { UnreadAtOpen } from '../utils/timeline';
import { ChannelBody } from './channel-body';
import { ChannelComposerArea } from './channel-composer-area';
import { ChannelHeader } from './channel-header';
import { DeleteDialog } from './delete-dialog';
import { DmConversationBar } from './dm-conversation-bar';
import { ImageDialog } from './image-dialog';
import { MessageContext } from './message-context';
import type { MessageListHandle } from './message-list';
import { PinsButton } from './pins-panel';
import { RoleClaimList } from './role-claim-list';
import { ThreadPanel } from './thread-panel';
import { TypingLine } from './typing-line';
import itemStyles from './message-item.module.css';
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

const DEFAULT_BOT = { name: 'Bot', image: null };

/**
 * One channel: header, history (the polls in #polls), and the composer or the notice that
 * replaces it; #ask adds 'Need Help ?!' with 'open a ticket'. Its parts: the access
 * (`channelViewAccess`), the history (`useChannelHistory`), the body (`ChannelBody`), the foot
 * (`ChannelComposerArea`), the file drop (`useFileDrop`).
 */
export function ChannelView(props: ChannelViewProps) {
  const { slug, viewer, summary, channels, members, emojiTarget, setEmojiTarget } = props;
  const access = channelViewAccess(viewer, slug, summary, channels);
  const refused = readRefused(slug, summary, access);
  const history = useChannelHistory(slug, refused, props.onBanned);
  const { messages } = history;
  const insertRef = useRef<((text: string) => void) | null>(null);
  const attachRef = useRef<((file: File) => void) | null>(null);
  const drop = useFileDrop(attachRef);
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
  const transcriptOnly = access.reason === 'closed' && !canReadAllTickets(viewer);
  const canReact = access.reason !== 'muted' && access.reason !== 'banned' && !transcriptOnly;
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
    canDelete: !transcriptOnly,
    jumpTo,
    setEmojiTarget,
    restoreRef: insertRef,
  });
  const readable = !refused && messages.isSuccess;
  const pinsThreads = usePinsThreads({ slug, viewer, access, readable });
  // At the bottom of the channel its thread replies are seen too: a mention in one is read there.
  const newestHeld = messages.data ? lastServerId(messages.data.messages) : null;
  const onSeenMain = useCallback(
    (lastId: number) => onSeen(Math.max(lastId, newestHeld ?? 0)),
    [onSeen, newestHeld],
  );

  const keys = useChannelKeys({
    slug,
    messages: history.mainMessages,
    viewerId: viewer.id,
    startEdit: handlers.context.startEdit,
    onMarkedRead: () => setUnreadAtOpen((at) => at && { ...at, unread: 0 }),
  });

  const pickEmoji = (emoji: string) => {
    const target = emojiTarget;
    setEmojiTarget(null);
    if (target?.kind === 'composer') insertRef.current?.(emoji);
    if (target?.kind === 'reaction') {
      const message = messages.data?.messages.find((m) => m.id === target.messageId);
      if (message) handlers.toggleReaction(message, emoji);
    }
  };

  return (
    <section
      className={styles.channel}
      onKeyDown={keys.onKeyDown}
      data-dropping={drop.dropping || undefined}
      data-thread-open={(readable && pinsThreads.threadRootId !== null) || undefined}
      onDragOver={drop.onDragOver}
      onDragLeave={drop.onDragLeave}
      onDrop={drop.onDrop}
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
      {readable && isConversationSlug(slug) ? (
        <DmConversationBar slug={slug} viewerId={viewer.id} />
      ) : null}
      <ChannelBody
        slug={slug}
        name={name}
        viewer={viewer}
        refused={refused}
        history={history}
        unreadAtOpen={unreadAtOpen}
        bot={bot}
        commands={commands}
        jump={jump}
        onSeen={onSeen}
        onSeenMain={onSeenMain}
        messageContext={handlers.context}
        pinThreadContext={pinsThreads.context}
        listRef={listRef}
      />
      {readable && slug === 'claim' ? (
        <div className={styles.claim}>
          <RoleClaimList viewer={viewer} onClaimed={props.onViewerChanged} />
        </div>
      ) : null}
      {readable ? <TypingLine slug={slug} viewerId={viewer.id} /> : null}
      {readable ? (
        <ChannelComposerArea
          slug={slug}
          name={name}
          viewer={viewer}
          members={members}
          channels={channels}
          access={access}
          replyTo={handlers.replyTo}
          onCancelReply={() => handlers.setReplyTo(null)}
          onEditLast={keys.editLast}
          onSend={handlers.send}
          onCommand={commands.run}
          insertRef={insertRef}
          attachRef={attachRef}
          emojiTarget={emojiTarget}
          setEmojiTarget={setEmojiTarget}
          onPickEmoji={pickEmoji}
          typing={typing}
        />
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
