import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import {
  BOT_NAME_COLOR,
  PRESENCE_LABELS,
  PRIORITY_LABELS,
  formatMessageDay,
  nameColor,
} from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { useTheme } from '../../../lib/theme';
import { useMemberProfile, type MemberProfile } from '../api/get-member-profile';
import { usePresence } from '../realtime/use-presence';
import { WithPresence } from './presence-dot';
import { RoleBadges } from './role-badges';
import styles from './author-popover.module.css';

type Author = ChatMessage['author'];

/** The popover's width, to keep it inside the viewport. */
const WIDTH = 300;
const GAP = 6;

/** Where the card goes: under the trigger, or above it when there is no room below. */
function placeBeside(trigger: DOMRect, height: number): { top: number; left: number } {
  const left = Math.max(GAP, Math.min(trigger.left, window.innerWidth - WIDTH - GAP));
  const below = trigger.bottom + GAP;
  const top =
    below + height <= window.innerHeight - GAP ? below : Math.max(GAP, trigger.top - GAP - height);
  return { top, left };
}

function AuthorCard({
  author,
  profile,
  loading,
  failed,
  actions,
  titleId,
}: {
  author: Author;
  profile: MemberProfile | undefined;
  loading: boolean;
  failed: boolean;
  actions: ReactNode;
  titleId: string;
}) {
  const { theme } = useTheme();
  const statusOf = usePresence();
  const status = statusOf(author);
  const color = author.isBot ? BOT_NAME_COLOR[theme] : nameColor(author.priority, theme);
  return (
    <>
      <div className={styles.identity}>
        <WithPresence status={status} size="lg">
          <Avatar name={author.name} image={author.image} size={64} />
        </WithPresence>
        <div>
          <h2 id={titleId} className={styles.name} style={{ color }}>
            {author.name}
            {author.isBot ? <span className={styles.bot}>BOT</span> : null}
          </h2>
          <p className={styles.rank}>
            {PRIORITY_LABELS[author.priority]} · {PRESENCE_LABELS[status]}
          </p>
        </div>
      </div>
      {profile ? (
        <>
          <dl className={styles.facts}>
            <dt>Joined</dt>
            <dd>
              <time dateTime={profile.joinedAt}>
                {formatMessageDay(new Date(profile.joinedAt), new Date())}
              </time>
            </dd>
          </dl>
          <h3 className={styles.heading}>Roles</h3>
          <RoleBadges roles={profile.roles} />
        </>
      ) : failed ? (
        <p className={styles.note}>Could not load this member&apos;s profile.</p>
      ) : loading ? (
        <Spinner label="Loading profile" />
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </>
  );
}

/**
 * A message author's name or avatar as a button that opens their card (decision 0067): picture,
 * name, rank, presence, joined date and roles, asked of the server when opened. A dialog that
 * is not modal: focus moves into it, Escape or a click outside closes it and focus returns to
 * the button. `actions` draws the card's foot (the "Message" button for another member), given
 * the card's close for a button that leaves the channel.
 */
export function AuthorPopover({
  author,
  label,
  focusable = true,
  className,
  children,
  actions,
}: {
  author: Author;
  /** The button's accessible name when its content has none (an avatar): "Ana's profile". */
  label?: string;
  /**
   * False for a second way to the same card (the avatar beside the name): clickable, but not
   * one more tab stop per message.
   */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
  actions?: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={label}
        tabIndex={focusable ? undefined : -1}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-long-press="message"
        onClick={() => setOpen((o) => !o)}
      >
        {children}
      </button>
      {open ? (
        <OpenAuthorCard
          author={author}
          triggerRef={triggerRef}
          actions={actions}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * The card while it is open: the profile's query lives here, so the two buttons of every
 * message in the history hold none until one is pressed.
 */
function OpenAuthorCard({
  author,
  triggerRef,
  actions,
  onClose,
}: {
  author: Author;
  triggerRef: RefObject<HTMLButtonElement | null>;
  actions?: (close: () => void) => ReactNode;
  onClose: () => void;
}) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const profile = useMemberProfile(author.id, true);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useLayoutEffect(() => {
    if (!triggerRef.current || !cardRef.current) return;
    setPlace(placeBeside(triggerRef.current.getBoundingClientRect(), cardRef.current.offsetHeight));
  }, [triggerRef, profile.data]);

  useEffect(() => {
    cardRef.current?.focus();
    const close = (event: Event) => {
      const target = event.target as Node;
      if (cardRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      latestClose.current();
    };
    // The list scrolls under a fixed card: close rather than float away from the message.
    const onScroll = (event: Event) => {
      if (!cardRef.current?.contains(event.target as Node)) latestClose.current();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, [triggerRef]);

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.card}
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
          triggerRef.current?.focus();
        }
      }}
    >
      <AuthorCard
        author={author}
        profile={profile.data}
        loading={profile.isPending}
        failed={profile.isError}
        actions={actions?.(onClose)}
        titleId={titleId}
      />
    </div>
  );
}
