import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Check, Copy, Ellipsis, Pencil, Reply, SmilePlus, Trash2 } from 'lucide-react';
import { COPY } from '@bbt/domain';
import styles from './message-item.module.css';

export interface MessageActionHandlers {
  onReply?: () => void;
  onReact?: () => void;
  onCopy?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  copied: boolean;
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

/**
 * A message's actions: a toolbar shown on hover, and a '...' button (touch and keyboard) that
 * opens the same toolbar and moves focus into it; Escape closes it.
 */
export function MessageActions(props: MessageActionHandlers) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    toolbarRef.current?.querySelector('button')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
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

  const { onReply, onReact, onCopy, onEdit, onDelete, copied } = props;
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
