import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { COPY } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useNow } from '../../../lib/use-now';
import { useThread } from '../api/get-thread';
import { markThreadRead } from '../api/mark-thread-read';
import { useSendMessage } from '../hooks/use-send-message';
import { useTypingSignal } from '../realtime/use-typing';
import type { ChannelSummary, ChatViewer, Member } from '../types';
import { describeError } from '../utils/describe-error';
import { lastServerId } from '../utils/merge-messages';
import { unreadInThread } from '../utils/pins-threads';
import { draftKey } from '../utils/drafts';
import { Composer } from './composer';
import { EmojiPicker } from './emoji-picker';
import { MessageContext, useMessageContext } from './message-context';
import { MessageItem } from './message-item';
import { TypingLine } from './typing-line';
import styles from './thread-panel.module.css';

type ThreadEmoji = { kind: 'composer' } | { kind: 'reaction'; message: ChatMessage } | null;

/**
 * A thread in a side panel (decision 0034): its root, its replies live, a composer of its own
 * (a reply goes through the channel's send path with the root's id) and its own unread state:
 * replies are marked read while the panel is open in a visible tab, and 'New' marks the first
 * reply the member had not read when it opened. Escape closes it.
 */
export function ThreadPanel({
  rootId,
  slug,
  channelName,
  viewer,
  members,
  channels,
  canWrite,
  onClose,
}: {
  rootId: number;
  slug: string;
  channelName: string;
  viewer: ChatViewer;
  members: readonly Member[] | undefined;
  channels: readonly ChannelSummary[] | undefined;
  canWrite: boolean;
  onClose: () => void;
}) {
  const thread = useThread(rootId);
  const queryClient = useQueryClient();
  const toast = useToast();
  const now = useNow(60_000);
  const channelContext = useMessageContext();
  const insertRef = useRef<((text: string) => void) | null>(null);
  const sender = useSendMessage(slug, viewer, rootId, insertRef);
  const typing = useTypingSignal(slug, rootId);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [emoji, setEmoji] = useState<ThreadEmoji>(null);
  const attachRef = useRef<((file: File) => void) | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Replies, reactions and edits work here as in the channel; their pickers and retries are
  // the thread's own.
  const context = useMemo(
    () => ({
      ...channelContext,
      reply: setReplyTo,
      openReactionPicker: (messageId: number) => {
        const message = thread.data?.messages.find((m) => m.id === messageId);
        const target = message ?? (thread.data?.root.id === messageId ? thread.data.root : null);
        if (target) setEmoji({ kind: 'reaction', message: target });
      },
      retry: sender.retry,
      discard: sender.discard,
    }),
    [channelContext, thread.data, sender.retry, sender.discard],
  );

  // 'New' stays above the first reply unread at opening, while the thread is read underneath.
  const [firstUnread, setFirstUnread] = useState<number | null | undefined>(undefined);
  if (firstUnread === undefined && thread.data) {
    const { lastReadId } = thread.data;
    const unread = unreadInThread(thread.data, viewer.id);
    setFirstUnread(
      unread > 0
        ? (thread.data.messages.find((m) => m.id > lastReadId && m.author.id !== viewer.id)?.id ??
            null)
        : null,
    );
  }

  const lastId = thread.data ? lastServerId(thread.data.messages) : null;
  const marked = useRef(0);
  useEffect(() => {
    const mark = () => {
      if (lastId === null || lastId <= marked.current || document.visibilityState !== 'visible')
        return;
      marked.current = lastId;
      markThreadRead(queryClient, { slug, rootId, lastId }).catch(() => {
        marked.current = 0;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastId, queryClient, slug, rootId]);

  // Opening moves focus into the panel; a new reply scrolls to the bottom.
  useEffect(() => {
    panelRef.current?.focus();
  }, [rootId]);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    if (emoji) setEmoji(null);
    else onClose();
  };

  const pick = (value: string) => {
    const target = emoji;
    setEmoji(null);
    if (target?.kind === 'composer') insertRef.current?.(value);
    if (target?.kind === 'reaction') channelContext.toggleReaction(target.message, value);
  };

  let body;
  if (thread.isPending) body = <Spinner label="Loading the thread" />;
  else if (thread.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p>{describeError(thread.error)}</p>
        <Button size="sm" variant="secondary" onClick={() => void thread.refetch()}>
          {COPY.chunk.retry}
        </Button>
      </div>
    );
  } else {
    const replies = thread.data.messages;
    body = (
      <MessageContext value={context}>
        <ol className={styles.messages} aria-label="Thread">
          {/* The channel's list shows the root too; its copy there keeps the id jumps aim at. */}
          <MessageItem message={thread.data.root} now={now} anchored={false} />
          <li className={styles.count} aria-live="polite">
            {replies.length === 0
              ? COPY.chat.threads.none
              : COPY.chat.threads.replies(thread.data.root.thread?.replyCount ?? replies.length)}
          </li>
          {replies.map((message) => (
            <MessageGroupItem
              key={message.clientId ?? message.id}
              message={message}
              now={now}
              unreadMark={message.id === firstUnread}
            />
          ))}
        </ol>
      </MessageContext>
    );
  }

  return (
    <aside
      ref={panelRef}
      className={styles.panel}
      aria-labelledby="thread-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <h2 id="thread-title" className={styles.title}>
          {COPY.chat.threads.title}
          <span className={styles.channel}>#{channelName}</span>
        </h2>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="Close thread"
          title="Close thread"
          onClick={onClose}
          icon={<X size={18} aria-hidden="true" />}
        />
      </header>
      <div
        ref={scrollRef}
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label="Replies"
      >
        {body}
      </div>
      <TypingLine slug={slug} viewerId={viewer.id} threadId={rootId} />
      {canWrite && thread.isSuccess && !thread.data.root.deleted ? (
        <div className={styles.composer}>
          {emoji ? <EmojiPicker onPick={pick} onClose={() => setEmoji(null)} /> : null}
          <Composer
            slug={slug}
            channelName={`${channelName} thread`}
            author={viewer}
            allowCommands={false}
            members={members}
            channels={channels}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSend={(draft) => {
              sender.send(draft);
              setReplyTo(null);
            }}
            onCommand={async () => {
              toast.error('Commands run in the channel, not in a thread');
              return false;
            }}
            insertRef={insertRef}
            attachRef={attachRef}
            emojiOpen={emoji?.kind === 'composer'}
            onToggleEmoji={() => setEmoji(emoji ? null : { kind: 'composer' })}
            showMarketingLink={false}
            draftKey={draftKey(viewer.id, { threadRootId: rootId })}
            typing={typing}
          />
        </div>
      ) : null}
    </aside>
  );
}

/** A reply, with 'New' above the first one unread at opening. */
function MessageGroupItem({
  message,
  now,
  unreadMark,
}: {
  message: ChatMessage;
  now: Date;
  unreadMark: boolean;
}) {
  return (
    <>
      {unreadMark ? (
        <li className={styles.unread}>
          <span>
            New<span className="visually-hidden"> replies</span>
          </span>
        </li>
      ) : null}
      <MessageItem message={message} now={now} />
    </>
  );
}
