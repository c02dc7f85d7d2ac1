import { memo, useCallback, useState } from 'react';
import type { Ref } from 'react';
import { CircleAlert, Trash2 } from 'lucide-react';
import {
  BOT_NAME_COLOR,
  COPY,
  canDeleteMessage,
  canEditMessage,
  formatMessageDate,
  formatMessageTime,
  nameColor,
} from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useTheme } from '../../../lib/theme';
import { useCopyTick } from '../hooks/use-copy-tick';
import { useReaderActions } from '../hooks/use-reader-actions';
import type { ChatEntry } from '../types';
import { mentionsViewer } from '../utils/mentions-me';
import { AuthorPopover } from './author-popover';
import { DmMessageButton } from './dm-message-button';
import { MessageActions } from './message-actions';
import { PinnedMark, ThreadSummary } from './message-extras';
import { usePinThreadContext } from './pin-thread-context';
import { useMessageContext } from './message-context';
import { DiscardEchoButton, WaitingNotice } from './waiting-notice';
import { MessageEditor } from './message-editor';
import { MessageImage } from './message-image';
import { MessageText } from './message-text';
import { ReactionChips } from './reaction-chips';
import { ReactorsDialog } from './reactors-dialog';
import { ReplyPreview } from './reply-preview';
import styles from './message-item.module.css';

/** Where a message sits in a virtual list (the history): its row index and the measuring ref. */
export interface ListRowProps {
  rowIndex?: number;
  rowRef?: Ref<HTMLLIElement>;
}

function Tombstone({
  message,
  now,
  anchored,
  jumpedTo,
  rowIndex,
  rowRef,
}: {
  message: ChatEntry;
  now: Date;
  anchored: boolean;
  jumpedTo: boolean;
} & ListRowProps) {
  return (
    <li
      id={anchored ? `message-${message.id}` : undefined}
      className={[styles.tombstone, jumpedTo ? styles.flash : undefined].filter(Boolean).join(' ')}
      data-index={rowIndex}
      data-jump-target={jumpedTo || undefined}
      ref={rowRef}
    >
      <Trash2 size={14} aria-hidden="true" />
      <span>{COPY.chat.deleted}</span>
      <time dateTime={message.createdAt} className={styles.tombstoneTime}>
        {formatMessageDate(new Date(message.createdAt), now)}
      </time>
    </li>
  );
}

function FailedNotice({ message }: { message: ChatEntry }) {
  const ctx = useMessageContext();
  const local = message.local;
  if (local?.status !== 'failed') return null;
  return (
    <div className={styles.failed} role="alert">
      <CircleAlert size={14} aria-hidden="true" />
      <span>Not sent{local.error ? `: ${local.error}` : ''}</span>
      <Button size="sm" variant="secondary" onClick={() => ctx.retry(local.input)}>
        {COPY.chunk.retry}
      </Button>
      <DiscardEchoButton message={message} />
    </div>
  );
}

/**
 * One message: avatar, name in its priority colour, date, 'edited', the reply it answers,
 * text or image, reactions and actions. A message that mentions the reader is highlighted.
 * A compact one continues its author's group: the name stays for screen readers only and the
 * time shows in the avatar's place on hover or focus.
 */
export const MessageItem = memo(function MessageItem({
  message,
  now,
  compact = false,
  anchored = true,
  jumpedTo = false,
  rowIndex,
  rowRef,
}: {
  message: ChatEntry;
  now: Date;
  compact?: boolean;
  /** A jump (a search result, a link, a reply preview) landed here: it is highlighted. */
  jumpedTo?: boolean;
  /**
   * Whether it carries the `message-<id>` id that jumps and links aim at; false for a copy shown
   * beside the original (a thread's root in its panel), so the id stays unique.
   */
  anchored?: boolean;
} & ListRowProps) {
  const ctx = useMessageContext();
  const { theme } = useTheme();
  const toast = useToast();
  const onCopyError = useCallback(() => toast.error('Could not copy to the clipboard'), [toast]);
  const { copied, copy } = useCopyTick(onCopyError);
  const readerActions = useReaderActions();
  const [reactorsOpen, setReactorsOpen] = useState(false);
  // Pins and threads in the channel's main line only (null inside a thread's panel).
  const threads = usePinThreadContext();

  if (message.deleted) {
    return (
      <Tombstone
        message={message}
        now={now}
        anchored={anchored}
        jumpedTo={jumpedTo}
        rowIndex={rowIndex}
        rowRef={rowRef}
      />
    );
  }

  const { viewer } = ctx;
  const local = message.local;
  const settled = !local;
  const editing = ctx.editingId === message.id;
  const authorId = message.author.id;
  const mayEdit =
    settled &&
    ctx.canWrite &&
    canEditMessage(viewer, { authorId, hasImage: message.image !== null, deleted: false });
  // Another member's card offers a direct message; one's own and the bot's do not.
  const authorActions =
    message.author.isBot || authorId === viewer.id
      ? undefined
      : (close: () => void) => <DmMessageButton memberId={authorId} onOpened={close} />;
  const mayDelete =
    settled && ctx.canDelete && canDeleteMessage(viewer, { authorId, deleted: false });
  const highlighted = settled && mentionsViewer(message, viewer);
  const color = message.author.isBot
    ? BOT_NAME_COLOR[theme]
    : nameColor(message.author.priority, theme);
  const created = new Date(message.createdAt);
  // A thread's replies open in its panel, not at a place in the channel.
  const mainLine = message.threadRootId == null;

  const className = [
    styles.item,
    compact ? styles.compact : undefined,
    highlighted ? styles.highlighted : undefined,
    local && local.status !== 'failed' ? styles.pending : undefined,
    local?.status === 'failed' ? styles.failedItem : undefined,
    jumpedTo ? styles.flash : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li
      id={anchored && message.id > 0 ? `message-${message.id}` : undefined}
      className={className}
      aria-busy={(local && local.status !== 'failed') || undefined}
      data-index={rowIndex}
      data-jump-target={jumpedTo || undefined}
      ref={rowRef}
    >
      {message.replyTo ? <ReplyPreview reply={message.replyTo} onJump={ctx.jumpTo} /> : null}
      <div className={styles.row}>
        {compact ? (
          <>
            <span className="visually-hidden">{message.author.name}</span>
            <time
              dateTime={message.createdAt}
              title={created.toLocaleString()}
              className={styles.gutterTime}
            >
              {formatMessageTime(created)}
            </time>
          </>
        ) : (
          <AuthorPopover
            author={message.author}
            label={`${message.author.name}'s profile`}
            focusable={false}
            className={styles.avatarButton}
            actions={authorActions}
          >
            <Avatar name={message.author.name} image={message.author.image} size={40} />
          </AuthorPopover>
        )}
        <div className={styles.body}>
          {compact ? null : (
            <div className={styles.meta}>
              <AuthorPopover
                author={message.author}
                className={styles.author}
                actions={authorActions}
              >
                <span style={{ color }}>{message.author.name}</span>
              </AuthorPopover>
              {message.author.isBot ? <span className={styles.bot}>BOT</span> : null}
              <time
                dateTime={message.createdAt}
                title={created.toLocaleString()}
                className={styles.date}
              >
                {formatMessageDate(created, now)}
              </time>
              {message.edited ? <span className={styles.edited}>{COPY.chat.edited}</span> : null}
              {message.pinned ? <PinnedMark pinned={message.pinned} /> : null}
            </div>
          )}
          {local?.status === 'sending' ? <span className="visually-hidden">Sending</span> : null}
          {editing ? (
            <MessageEditor
              initial={message.text}
              saving={ctx.savingEdit}
              onSave={(text) => ctx.saveEdit(message.id, text)}
              onCancel={ctx.cancelEdit}
            />
          ) : message.text ? (
            <MessageText
              text={message.text}
              context={ctx.mentionContext}
              groups={message.mentions}
              className={styles.text}
            />
          ) : null}
          {compact && message.edited && !editing ? (
            <span className={styles.edited}>{COPY.chat.edited}</span>
          ) : null}
          {compact && message.pinned ? <PinnedMark pinned={message.pinned} /> : null}
          {message.image ? (
            <MessageImage message={message} onOpen={() => ctx.openImage(message)} />
          ) : null}
          {settled ? (
            <ReactionChips
              message={message}
              viewerId={viewer.id}
              disabled={!ctx.canReact}
              onToggle={(emoji) => ctx.toggleReaction(message, emoji)}
              onAdd={() => ctx.openReactionPicker(message.id)}
            />
          ) : null}
          {settled ? <ThreadSummary message={message} now={now} /> : null}
          <FailedNotice message={message} />
          <WaitingNotice message={message} />
        </div>
      </div>
      {settled && !editing ? (
        <MessageActions
          copied={copied}
          onReply={ctx.canWrite ? () => ctx.reply(message) : undefined}
          onReact={ctx.canReact ? () => ctx.openReactionPicker(message.id) : undefined}
          onCopy={message.text ? () => copy(message.text) : undefined}
          onEdit={mayEdit ? () => ctx.startEdit(message.id) : undefined}
          onDelete={mayDelete ? () => ctx.requestDelete(message) : undefined}
          onThread={
            threads && ctx.canWrite && message.threadRootId == null
              ? () => threads.openThread(message)
              : undefined
          }
          onPin={
            threads?.canPin && message.threadRootId == null
              ? () => threads.togglePin(message)
              : undefined
          }
          pinned={Boolean(message.pinned)}
          onCopyLink={mainLine ? () => readerActions.copyLink(message) : undefined}
          onMarkUnread={threads && mainLine ? () => readerActions.markUnread(message) : undefined}
          onShowReactions={message.reactions.length > 0 ? () => setReactorsOpen(true) : undefined}
        />
      ) : null}
      {reactorsOpen ? (
        <ReactorsDialog message={message} onClose={() => setReactorsOpen(false)} />
      ) : null}
    </li>
  );
});
