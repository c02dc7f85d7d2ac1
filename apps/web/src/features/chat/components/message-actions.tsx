import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useLocation } from 'react-router';
import {
  Check,
  Copy,
  Ellipsis,
  EyeOff,
  Link,
  MessageSquareText,
  Pencil,
  Pin,
  PinOff,
  Reply,
  SmilePlus,
  Trash2,
  Users,
} from 'lucide-react';
import { COPY } from '@bbt/domain';
import styles from './message-item.module.css';

export interface MessageActionHandlers {
  onReply?: () => void;
  onReact?: () => void;
  onCopy?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Reply in the message's thread (decision 0034). */
  onThread?: () => void;
  /** Pin or unpin, as `pinned` says it is now. */
  onPin?: () => void;
  pinned?: boolean;
  copied: boolean;
  /** Copies the message's address, which opens the channel at it (decision 0067). */
  onCopyLink?: () => void;
  /** Marks the channel unread from this message (decision 0067). */
  onMarkUnread?: () => void;
  /** Lists who reacted with what (decision 0067); only when there are reactions. */
  onShowReactions?: () => void;
}

function ActionButton({
  label,
  icon,
  danger,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={[styles.action, danger ? styles.danger : undefined].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}

/** How long a finger rests on a message to open its actions. */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const PRESS_SLOP_PX = 10;

/**
 * Opens the actions when a finger rests on the message (the element holding them): touch
 * screens have no hover to reveal them. Presses on the message's own controls are theirs,
 * except the author's name and avatar (`data-long-press="message"`): a tap there opens the
 * author's card, a long press the message's actions, as on Discord's phone apps.
 */
function useLongPress(rootRef: RefObject<HTMLDivElement | null>, onPress: () => void) {
  const latest = useRef(onPress);
  useEffect(() => {
    latest.current = onPress;
  }, [onPress]);

  useEffect(() => {
    const message = rootRef.current?.parentElement;
    if (!message) return;
    let timer: number | undefined;
    let start: { x: number; y: number } | null = null;
    let pressed = false;
    const cancel = () => {
      window.clearTimeout(timer);
      start = null;
    };
    const onDown = (event: PointerEvent) => {
      pressed = false;
      if (event.pointerType !== 'touch') return;
      const control = (event.target as Element).closest('button, a, textarea, input');
      if (control && !control.matches('[data-long-press="message"]')) return;
      start = { x: event.clientX, y: event.clientY };
      timer = window.setTimeout(() => {
        pressed = true;
        start = null;
        latest.current();
      }, LONG_PRESS_MS);
    };
    const onMove = (event: PointerEvent) => {
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > PRESS_SLOP_PX)
        cancel();
    };
    // The press opened the actions: the browser's own long-press menu would cover them.
    const onContextMenu = (event: Event) => {
      if (pressed || start) event.preventDefault();
    };
    // The actions open under the finger, and the browser may make a click of its lift: that
    // click is no tap on them (decision 0068). Swallowed until the next finger comes down, which
    // any real tap starts with, so no timer guesses how late the click comes.
    const swallowClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const disarm = () => {
      window.removeEventListener('click', swallowClick, true);
      window.removeEventListener('pointerdown', disarm, true);
    };
    const onUp = () => {
      cancel();
      if (!pressed) return;
      window.addEventListener('click', swallowClick, true);
      window.addEventListener('pointerdown', disarm, true);
    };
    message.addEventListener('pointerdown', onDown);
    message.addEventListener('pointermove', onMove);
    message.addEventListener('pointerup', onUp);
    message.addEventListener('pointercancel', cancel);
    message.addEventListener('contextmenu', onContextMenu);
    return () => {
      cancel();
      disarm();
      message.removeEventListener('pointerdown', onDown);
      message.removeEventListener('pointermove', onMove);
      message.removeEventListener('pointerup', onUp);
      message.removeEventListener('pointercancel', cancel);
      message.removeEventListener('contextmenu', onContextMenu);
    };
  }, [rootRef]);
}

/**
 * A message's actions: a toolbar shown on hover where there is hover, and a '...' button
 * (touch and keyboard) or a long press on the message that opens the same toolbar and moves
 * focus into it; Escape, a tap elsewhere or any navigation closes it.
 */
export function MessageActions(props: MessageActionHandlers) {
  // Open for one location only: a jump to a reply, a channel link or the back button
  // closes it, rather than leaving it over whatever is shown next.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (next: boolean | ((open: boolean) => boolean)) =>
    setOpenAt((current) => {
      const value = typeof next === 'function' ? next(current === location.key) : next;
      return value ? location.key : null;
    });
  const rootRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  useLongPress(rootRef, () => setOpen(true));

  useEffect(() => {
    if (!open) return;
    toolbarRef.current?.querySelector('button')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const run = (handler?: () => void) => () => {
    setOpen(false);
    handler?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll('button') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      moreRef.current?.focus();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && index >= 0) {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    }
  };

  const { onReply, onReact, onCopy, onEdit, onDelete, onThread, onPin, pinned, copied } = props;
  const { onCopyLink, onMarkUnread, onShowReactions } = props;
  return (
    <div ref={rootRef} className={styles.actions} data-open={open} onKeyDown={onKeyDown}>
      <div ref={toolbarRef} role="toolbar" aria-label="Message actions" className={styles.toolbar}>
        {onReply ? (
          <ActionButton
            label={COPY.chat.actions.reply}
            icon={<Reply size={16} aria-hidden="true" />}
            onClick={run(onReply)}
          />
        ) : null}
        {onThread ? (
          <ActionButton
            label={COPY.chat.threads.reply}
            icon={<MessageSquareText size={16} aria-hidden="true" />}
            onClick={run(onThread)}
          />
        ) : null}
        {onPin ? (
          <ActionButton
            label={pinned ? COPY.chat.pins.unpin : COPY.chat.pins.pin}
            icon={
              pinned ? (
                <PinOff size={16} aria-hidden="true" />
              ) : (
                <Pin size={16} aria-hidden="true" />
              )
            }
            onClick={run(onPin)}
          />
        ) : null}
        {onReact ? (
          <ActionButton
            label={COPY.chat.actions.react}
            icon={<SmilePlus size={16} aria-hidden="true" />}
            onClick={run(onReact)}
          />
        ) : null}
        {onCopy ? (
          <ActionButton
            label={copied ? 'Copied' : COPY.chat.actions.copy}
            icon={
              copied ? (
                <Check size={16} aria-hidden="true" className={styles.copied} />
              ) : (
                <Copy size={16} aria-hidden="true" />
              )
            }
            onClick={onCopy}
          />
        ) : null}
        {onCopyLink ? (
          <ActionButton
            label="Copy message link"
            icon={<Link size={16} aria-hidden="true" />}
            onClick={run(onCopyLink)}
          />
        ) : null}
        {onShowReactions ? (
          <ActionButton
            label="Who reacted"
            icon={<Users size={16} aria-hidden="true" />}
            onClick={run(onShowReactions)}
          />
        ) : null}
        {onMarkUnread ? (
          <ActionButton
            label="Mark unread"
            icon={<EyeOff size={16} aria-hidden="true" />}
            onClick={run(onMarkUnread)}
          />
        ) : null}
        {onEdit ? (
          <ActionButton
            label={COPY.chat.actions.edit}
            icon={<Pencil size={16} aria-hidden="true" />}
            onClick={run(onEdit)}
          />
        ) : null}
        {onDelete ? (
          <ActionButton
            label={COPY.chat.actions.delete}
            danger
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={run(onDelete)}
          />
        ) : null}
      </div>
      <button
        ref={moreRef}
        type="button"
        className={styles.more}
        aria-label="More actions"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {copied ? (
          <Check size={16} aria-hidden="true" className={styles.copied} />
        ) : (
          <Ellipsis size={16} aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
