import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Pin } from 'lucide-react';
import { COPY, formatMessageDate, parseMessage, plainText } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/use-now';
import { usePins } from '../api/get-pins';
import { messageUrl } from '../hooks/use-message-jump';
import { describeError } from '../utils/describe-error';
import styles from './pins-panel.module.css';

/**
 * The header's pins button with the channel's count, opening its pinned messages most recently
 * pinned first (decision 0034): Jump opens the channel at one (decision 0031's jump), Unpin for
 * who may pin. Live through message:updated. Escape or a press elsewhere closes it.
 */
export function PinsButton({
  slug,
  canPin,
  onUnpin,
}: {
  slug: string;
  canPin: boolean;
  onUnpin: (message: ChatMessage) => void;
}) {
  const pins = usePins(slug, true);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const count = pins.data?.length ?? 0;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        variant={open ? 'secondary' : 'ghost'}
        size="sm"
        title={COPY.chat.pins.title}
        aria-expanded={open}
        aria-controls="chat-pins"
        onClick={() => setOpen((o) => !o)}
        icon={<Pin size={18} aria-hidden="true" />}
        className={styles.button}
      >
        {/* Named by its words and its visible count ("Pinned messages 2"): a label of its own
            would not hold the count as it is shown, which screen-reader users speak to it. */}
        <span className="visually-hidden">{COPY.chat.pins.title} </span>
        {count > 0 ? <span className={styles.count}>{count}</span> : null}
      </Button>
      {open ? (
        <div
          ref={panelRef}
          id="chat-pins"
          role="dialog"
          aria-label={COPY.chat.pins.title}
          tabIndex={-1}
          className={styles.panel}
        >
          <h2 className={styles.title}>{COPY.chat.pins.title}</h2>
          <PinsList
            slug={slug}
            pins={pins}
            canPin={canPin}
            onUnpin={onUnpin}
            onJumped={() => setOpen(false)}
          />
        </div>
      ) : null}
    </div>
  );
}

function PinsList({
  slug,
  pins,
  canPin,
  onUnpin,
  onJumped,
}: {
  slug: string;
  pins: ReturnType<typeof usePins>;
  canPin: boolean;
  onUnpin: (message: ChatMessage) => void;
  onJumped: () => void;
}) {
  const navigate = useNavigate();
  const now = useNow(60_000);
  if (pins.isPending)
    return (
      <div className={styles.list} role="status" aria-label="Loading pinned messages">
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  if (pins.isError)
    return (
      <div className={styles.empty} role="alert">
        <p>{describeError(pins.error)}</p>
        <Button size="sm" variant="secondary" onClick={() => void pins.refetch()}>
          {COPY.chunk.retry}
        </Button>
      </div>
    );
  if (pins.data.length === 0)
    return (
      <div className={styles.empty}>
        <Pin size={24} aria-hidden="true" />
        <p className={styles.emptyTitle}>{COPY.chat.pins.none}</p>
        <p>{COPY.chat.pins.noneHint}</p>
      </div>
    );
  return (
    <ul className={styles.list} aria-label={COPY.chat.pins.title}>
      {pins.data.map((message) => (
        <li key={message.id} className={styles.item}>
          <div className={styles.meta}>
            <Avatar name={message.author.name} image={message.author.image} size={24} />
            <span className={styles.author}>{message.author.name}</span>
            <time dateTime={message.createdAt} className={styles.date}>
              {formatMessageDate(new Date(message.createdAt), now)}
            </time>
          </div>
          {/* A preview, as a reply's: markers left out, spoilers still hidden. */}
          <p className={styles.text}>
            {message.text
              ? plainText(parseMessage(message.text), COPY.chat.format.spoilerInPreview)
              : message.image
                ? 'Image'
                : ''}
          </p>
          <div className={styles.actions}>
            <span className={styles.by}>
              {message.pinned ? COPY.chat.pins.pinnedBy(message.pinned.byName) : null}
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${COPY.chat.pins.jump} to the message by ${message.author.name}`}
              onClick={() => {
                onJumped();
                void navigate(messageUrl(slug, message.id));
              }}
            >
              {COPY.chat.pins.jump}
            </Button>
            {canPin ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${COPY.chat.pins.unpin} the message by ${message.author.name}`}
                onClick={() => onUnpin(message)}
              >
                {COPY.chat.pins.unpin}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
