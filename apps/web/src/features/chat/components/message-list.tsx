import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ArrowDown } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import type { ChatEntry, PrivateNotice } from '../types';
import { firstServerId, lastServerId } from '../utils/merge-messages';
import { firstUnreadId, timelineRows } from '../utils/timeline';
import type { UnreadAtOpen } from '../utils/timeline';
import { ChannelIntro } from './channel-intro';
import { MessageItem } from './message-item';
import { PrivateNotices } from './private-notices';
import { TimelineDivider } from './timeline-divider';
import styles from './message-list.module.css';

/** Within this many pixels of the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 64;
/** Older messages load when the reader scrolls this close to the top. */
const TOP_LOAD_PX = 240;

const entryKey = (m: ChatEntry) => m.clientId ?? `id-${m.id}`;

const NO_NOTICES: readonly PrivateNotice[] = [];
const DEFAULT_BOT = { name: 'Bot', image: null };
const ignore = () => undefined;

/** What the live region says for new messages: 'Name: text', or 'Name: Image'. */
function announcementFor(entries: readonly ChatEntry[]): string {
  return entries.map((m) => `${m.author.name}: ${m.text || 'Image'}`).join('. ');
}

interface MessageListProps {
  /** The channel's display name, for its intro. */
  channelName: string;
  messages: ChatEntry[];
  hasMore: boolean;
  viewerId: string;
  /** What was unread when the channel was opened: the 'New' divider stays above it. */
  unreadAtOpen: UnreadAtOpen | null;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
  /** The list is a window on older messages (jump to message): newer pages load at the bottom. */
  hasNewer?: boolean;
  loadingNewer?: boolean;
  newerFailed?: boolean;
  onLoadNewer?: () => void;
  /** Leaves such a window for the newest messages. */
  onJumpToPresent?: () => void;
  /** The newest message is on screen (the reader is at the bottom and the tab visible). */
  onSeen: (lastId: number) => void;
  /** A slash command's private answers, after the newest message. */
  notices?: readonly PrivateNotice[];
  bot?: { name: string; image: string | null };
  onDismissNotice?: (id: number) => void;
}

/**
 * The history, newest at the bottom. It follows new messages while the reader is at the
 * bottom and offers a jump button otherwise; older pages load at the top without moving what
 * the reader looks at; new messages from others are announced politely to screen readers.
 */
export function MessageList({
  channelName,
  messages,
  hasMore,
  viewerId,
  unreadAtOpen,
  loadingOlder,
  olderFailed,
  onLoadOlder,
  hasNewer = false,
  loadingNewer = false,
  newerFailed = false,
  onLoadNewer = ignore,
  onJumpToPresent = ignore,
  onSeen,
  notices = NO_NOTICES,
  bot = DEFAULT_BOT,
  onDismissNotice = ignore,
}: MessageListProps) {
  const now = useNow(60_000);
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const fromBottomRef = useRef(0);
  const previous = useRef<{ keys: Set<string>; firstId: number; lastId: number } | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const rows = useMemo(() => {
    const unreadStart = unreadAtOpen ? firstUnreadId(messages, viewerId, unreadAtOpen) : null;
    return timelineRows(messages, now, unreadStart);
  }, [messages, viewerId, unreadAtOpen, now]);

  const reportSeen = useCallback(() => {
    const last = lastServerId(messages);
    if (last !== null && atBottomRef.current && document.visibilityState === 'visible') {
      onSeen(last);
    }
  }, [messages, onSeen]);

  const measure = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
    fromBottomRef.current = el.scrollHeight - el.scrollTop;
    const bottom = distance <= BOTTOM_SLACK_PX;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setUnseen(0);
  }, []);

  const scrollToBottom = useCallback((smooth = false) => {
    const el = scrollRef.current;
    if (!el) return;
    el.scrollTo({ top: el.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    atBottomRef.current = true;
    setAtBottom(true);
    setUnseen(0);
    fromBottomRef.current = el.clientHeight;
  }, []);

  // After every change of the list: keep the reader's place, follow or count new messages.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const prev = previous.current;
    const added = prev ? messages.filter((m) => !prev.keys.has(entryKey(m))) : [];
    const appended = prev ? added.filter((m) => m.local || m.id > prev.lastId) : [];
    const prepended = prev ? added.some((m) => !m.local && m.id < prev.firstId) : false;
    const fromOthers = appended.filter((m) => !m.local && m.author.id !== viewerId);
    const mineSent = appended.some((m) => m.local && m.author.id === viewerId);

    // In a window on older messages, a newer page comes in below without moving the view.
    if (!prev || (atBottomRef.current && !hasNewer) || mineSent) {
      el.scrollTop = el.scrollHeight;
      atBottomRef.current = true;
    } else {
      if (prepended) el.scrollTop = el.scrollHeight - fromBottomRef.current;
      if (fromOthers.length) setUnseen((n) => n + fromOthers.length);
    }
    if (fromOthers.length) setAnnouncement(announcementFor(fromOthers));
    fromBottomRef.current = el.scrollHeight - el.scrollTop;
    previous.current = {
      keys: new Set(messages.map(entryKey)),
      firstId: firstServerId(messages) ?? Number.MAX_SAFE_INTEGER,
      lastId: lastServerId(messages) ?? 0,
    };
  }, [messages, viewerId, hasNewer]);

  // A private answer is the member's own doing: bring it into view.
  const noticeCount = notices.length;
  const seenNotices = useRef(noticeCount);
  useLayoutEffect(() => {
    if (noticeCount > seenNotices.current) scrollToBottom();
    seenNotices.current = noticeCount;
  }, [noticeCount, scrollToBottom]);

  useEffect(() => {
    reportSeen();
    const onVisible = () => reportSeen();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reportSeen, atBottom]);

  // Images and edits change heights: stay pinned to the bottom while the reader is there.
  useEffect(() => {
    const content = contentRef.current;
    const el = scrollRef.current;
    if (!content || !el) return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) el.scrollTop = el.scrollHeight;
      fromBottomRef.current = el.scrollHeight - el.scrollTop;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // Load older pages near the top, and while the history doesn't fill the view.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || !hasMore || loadingOlder || olderFailed) return;
    if (el.scrollTop < TOP_LOAD_PX || el.scrollHeight <= el.clientHeight) onLoadOlder();
  }, [hasMore, loadingOlder, olderFailed, onLoadOlder, messages]);

  const onScroll = () => {
    measure();
    const el = scrollRef.current;
    if (el && hasMore && !loadingOlder && !olderFailed && el.scrollTop < TOP_LOAD_PX) onLoadOlder();
    const fromBottom = el ? el.scrollHeight - el.scrollTop - el.clientHeight : Infinity;
    if (hasNewer && !loadingNewer && !newerFailed && fromBottom < TOP_LOAD_PX) onLoadNewer();
  };

  return (
    <div className={styles.wrap}>
      <div
        ref={scrollRef}
        className={styles.scroll}
        onScroll={onScroll}
        tabIndex={0}
        aria-labelledby="channel-title"
        role="region"
      >
        <div ref={contentRef} className={styles.content}>
          {hasMore ? (
            <div className={styles.older}>
              {loadingOlder ? (
                <Spinner size="sm" label="Loading older messages" />
              ) : (
                <Button size="sm" variant="ghost" onClick={onLoadOlder}>
                  {olderFailed ? COPY.chunk.retry : 'Load older messages'}
                </Button>
              )}
            </div>
          ) : (
            <ChannelIntro name={channelName} />
          )}
          <ol role="list" className={styles.messages}>
            {rows.map(({ message, day, unreadStart, compact }) => (
              <Fragment key={entryKey(message)}>
                {day || unreadStart ? <TimelineDivider day={day} unread={unreadStart} /> : null}
                <MessageItem message={message} now={now} compact={compact} />
              </Fragment>
            ))}
          </ol>
          {hasNewer ? (
            <div className={styles.older}>
              {loadingNewer ? (
                <Spinner size="sm" label="Loading newer messages" />
              ) : (
                <Button size="sm" variant="ghost" onClick={onLoadNewer}>
                  {newerFailed ? COPY.chunk.retry : 'Load newer messages'}
                </Button>
              )}
            </div>
          ) : null}
          <PrivateNotices notices={notices} bot={bot} onDismiss={onDismissNotice} />
        </div>
      </div>
      {hasNewer ? (
        <Button
          size="sm"
          variant="secondary"
          className={styles.jump}
          onClick={onJumpToPresent}
          iconEnd={<ArrowDown size={16} aria-hidden="true" />}
        >
          Jump to present
        </Button>
      ) : !atBottom && unseen > 0 ? (
        <Button
          size="sm"
          className={styles.jump}
          onClick={() => scrollToBottom(true)}
          iconEnd={<ArrowDown size={16} aria-hidden="true" />}
        >
          {unseen === 1 ? '1 new message' : `${unseen} new messages`}
        </Button>
      ) : !atBottom ? (
        <Button
          size="sm"
          variant="secondary"
          iconOnly
          className={styles.jump}
          aria-label="Jump to the newest message"
          onClick={() => scrollToBottom(true)}
          icon={<ArrowDown size={16} aria-hidden="true" />}
        />
      ) : null}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
