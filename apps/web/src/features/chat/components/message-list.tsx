import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Ref } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import type { ChatEntry, PrivateNotice } from '../types';
import { firstServerId, lastServerId } from '../utils/merge-messages';
import { firstUnreadId, timelineRows } from '../utils/timeline';
import type { TimelineRow, UnreadAtOpen } from '../utils/timeline';
import { ChannelIntro } from './channel-intro';
import { useMessageContext } from './message-context';
import { MessageItem } from './message-item';
import { PrivateNotices } from './private-notices';
import { TimelineDivider } from './timeline-divider';
import styles from './message-list.module.css';

/** Within this many pixels of the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 64;
/** Older messages load when the reader scrolls this close to the top. */
const TOP_LOAD_PX = 240;
/** Rows drawn beyond each edge of the view, so a quick scroll shows no blank. */
const OVERSCAN_ROWS = 8;
/** How long a message jumped to stays highlighted. */
const HIGHLIGHT_MS = 2_000;
/** While a jump settles, pages loading at the edges would move its row: they wait this long. */
const JUMP_SETTLE_MS = 1_000;
/** First guesses of row heights, replaced by each row's measured height once drawn. */
const ESTIMATED_PX = { start: 120, divider: 40, message: 64, compact: 28 } as const;

const entryKey = (m: ChatEntry) => m.clientId ?? `id-${m.id}`;

const NO_NOTICES: readonly PrivateNotice[] = [];
const DEFAULT_BOT = { name: 'Bot', image: null };
const ignore = () => undefined;

/**
 * One row of the virtual list: the top of the history (the intro or the older-page loader,
 * drawn above the list of messages), a day or 'New' divider, or a message (each an `<li>`).
 * The virtualiser measures every one once drawn.
 */
type ListRow =
  | { kind: 'start'; key: string }
  | { kind: 'divider'; key: string; day: string | null; unread: boolean }
  | { kind: 'message'; key: string; row: TimelineRow };

function listRows(rows: readonly TimelineRow[]): ListRow[] {
  const list: ListRow[] = [{ kind: 'start', key: 'start' }];
  for (const row of rows) {
    const key = entryKey(row.message);
    if (row.day || row.unreadStart) {
      list.push({ kind: 'divider', key: `divider-${key}`, day: row.day, unread: row.unreadStart });
    }
    list.push({ kind: 'message', key, row });
  }
  return list;
}

const estimateRow = (row: ListRow | undefined) =>
  row?.kind === 'message'
    ? row.row.compact
      ? ESTIMATED_PX.compact
      : ESTIMATED_PX.message
    : row?.kind === 'divider'
      ? ESTIMATED_PX.divider
      : ESTIMATED_PX.start;

/** What the live region says for new messages: 'Name: text', or 'Name: Image'. */
function announcementFor(entries: readonly ChatEntry[]): string {
  return entries.map((m) => `${m.author.name}: ${m.text || 'Image'}`).join('. ');
}

/** What the channel asks of its history from outside (a jump to a message). */
export interface MessageListHandle {
  /**
   * Scrolls the message into the middle of the view, highlights it and moves focus to it;
   * false when the list does not hold it (older than the loaded pages, or a thread reply).
   */
  reveal: (id: number) => boolean;
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
  /** Jumps to messages go through this handle. */
  handleRef?: Ref<MessageListHandle>;
}

/**
 * The history, newest at the bottom, virtualised (decision 0043): only the rows near the view
 * are in the page, each measured once drawn. It follows new messages while the reader is at the
 * bottom and offers a jump button otherwise; older pages load at the top without moving what
 * the reader looks at; a jump to a message stays on it; new messages from others are announced
 * politely to screen readers.
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
  handleRef,
}: MessageListProps) {
  const now = useNow(60_000);
  const { editingId } = useMessageContext();
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const previous = useRef<{ keys: Set<string>; firstId: number; lastId: number } | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [highlightId, setHighlightId] = useState<number | null>(null);
  /** The message a jump is settling on, and until when edge pages wait for it. */
  const settling = useRef<{ id: number; until: number } | null>(null);
  /** 'Jump to present' was pressed: the newest page, once in, is shown from its bottom. */
  const toPresent = useRef(false);
  /** The row holding focus stays drawn, so keyboard and screen-reader users keep their place. */
  const focusedIndex = useRef<number | null>(null);

  const rows = useMemo(() => {
    const unreadStart = unreadAtOpen ? firstUnreadId(messages, viewerId, unreadAtOpen) : null;
    return listRows(timelineRows(messages, now, unreadStart));
  }, [messages, viewerId, unreadAtOpen, now]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateRow(rowsRef.current[index]),
    getItemKey: (index) => rowsRef.current[index]?.key ?? index,
    overscan: OVERSCAN_ROWS,
    gap: 2,
    rangeExtractor,
    // Rows added or re-measured above the view leave the rows on screen where they are.
    anchorTo: 'end',
    // New messages are followed only by a reader at the bottom of the live history; a window on
    // older messages (a jump) never moves when its newer pages come in below.
    followOnAppend: !hasNewer,
    scrollEndThreshold: BOTTOM_SLACK_PX,
  });

  const indexOfMessage = useCallback(
    (id: number) => rows.findIndex((row) => row.kind === 'message' && row.row.message.id === id),
    [rows],
  );

  const reveal = useCallback(
    (id: number) => {
      const index = indexOfMessage(id);
      if (index < 0) return false;
      settling.current = { id, until: performance.now() + JUMP_SETTLE_MS };
      // Until the scroll reports where the view is, the newest message is not taken as seen.
      atBottomRef.current = false;
      virtualizer.scrollToIndex(index, { align: 'center' });
      setHighlightId(id);
      return true;
    },
    [indexOfMessage, virtualizer],
  );
  useImperativeHandle(handleRef, () => ({ reveal }), [reveal]);

  // The highlight fades; focus moves to the message once its row is drawn.
  useEffect(() => {
    if (highlightId === null) return;
    let frame = 0;
    const focus = () => {
      const el = document.getElementById(`message-${highlightId}`);
      if (!el) {
        frame = requestAnimationFrame(focus);
        return;
      }
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(focus);
    const timer = window.setTimeout(() => setHighlightId(null), HIGHLIGHT_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [highlightId]);

  /** Whether a jump is still settling on its message (and re-aims at it when rows moved). */
  const jumpSettling = useCallback(() => {
    const jump = settling.current;
    if (!jump) return false;
    if (performance.now() > jump.until) {
      settling.current = null;
      return false;
    }
    return true;
  }, []);

  const reportSeen = useCallback(() => {
    const last = lastServerId(messages);
    if (last !== null && atBottomRef.current && document.visibilityState === 'visible') {
      onSeen(last);
    }
  }, [messages, onSeen]);

  const scrollToBottom = useCallback(
    (smooth = false) => {
      settling.current = null;
      virtualizer.scrollToEnd({ behavior: smooth ? 'smooth' : 'auto' });
      atBottomRef.current = true;
      setAtBottom(true);
      setUnseen(0);
    },
    [virtualizer],
  );

  // After every change of the list: follow the reader's own messages, count others' messages.
  // Keeping the reader's place as pages come in above is the virtualiser's anchoring.
  useLayoutEffect(() => {
    const prev = previous.current;
    const added = prev ? messages.filter((m) => !prev.keys.has(entryKey(m))) : [];
    const appended = prev ? added.filter((m) => m.local || m.id > prev.lastId) : [];
    const fromOthers = appended.filter((m) => !m.local && m.author.id !== viewerId);
    const mineSent = appended.some((m) => m.local && m.author.id === viewerId);

    const jump = settling.current;
    if (jump && jumpSettling()) {
      const index = indexOfMessage(jump.id);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    } else if (!prev || mineSent || (toPresent.current && !hasNewer)) {
      toPresent.current = false;
      scrollToBottom();
    } else if (fromOthers.length && !(atBottomRef.current && !hasNewer)) {
      setUnseen((n) => n + fromOthers.length);
    }
    if (fromOthers.length) setAnnouncement(announcementFor(fromOthers));
    previous.current = {
      keys: new Set(messages.map(entryKey)),
      firstId: firstServerId(messages) ?? Number.MAX_SAFE_INTEGER,
      lastId: lastServerId(messages) ?? 0,
    };
  }, [
    messages,
    viewerId,
    hasNewer,
    indexOfMessage,
    jumpSettling,
    scrollToBottom,
    virtualizer,
  ]);

  // The message being edited is drawn, so its editor can take focus (Up from the composer);
  // once per edit, so rows changing under an open editor don't scroll the view.
  const editShown = useRef<number | null>(null);
  useEffect(() => {
    if (editingId === editShown.current) return;
    editShown.current = editingId;
    const index = editingId === null ? -1 : indexOfMessage(editingId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [editingId, indexOfMessage, virtualizer]);

  // A private answer is the member's own doing: bring it into view.
  const noticeCount = notices.length;
  const seenNotices = useRef(noticeCount);
  useLayoutEffect(() => {
    if (noticeCount > seenNotices.current) {
      const el = scrollRef.current;
      if (el) el.scrollTop = el.scrollHeight;
    }
    seenNotices.current = noticeCount;
  }, [noticeCount]);

  useEffect(() => {
    reportSeen();
    const onVisible = () => reportSeen();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reportSeen, atBottom]);

  // Older pages load near the top, and while the history doesn't fill the view; not while a
  // jump settles, since the page would come in above the message it aims at.
  const loadOlderNearTop = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !hasMore || loadingOlder || olderFailed || jumpSettling()) return;
    if (el.scrollTop < TOP_LOAD_PX || el.scrollHeight <= el.clientHeight) onLoadOlder();
  }, [hasMore, loadingOlder, olderFailed, onLoadOlder, jumpSettling]);

  useEffect(() => loadOlderNearTop(), [loadOlderNearTop, messages]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setUnseen(0);
    loadOlderNearTop();
    const fromBottom = el.scrollHeight - el.scrollTop - el.clientHeight;
    if (hasNewer && !loadingNewer && !newerFailed && fromBottom < TOP_LOAD_PX && !jumpSettling())
      onLoadNewer();
  };

  const jumpToPresent = () => {
    toPresent.current = true;
    settling.current = null;
    scrollRef.current?.focus({ preventScroll: true });
    onJumpToPresent();
  };

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

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
        <div className={styles.content}>
          <div style={{ paddingTop: before, paddingBottom: Math.max(after, 0) }}>
            {items[0]?.index === 0 ? (
              <div data-index={0} ref={virtualizer.measureElement} className={styles.start}>
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
              </div>
            ) : null}
            <ol
              role="list"
              className={styles.messages}
              onFocus={(event) => {
                const row = (event.target as Element).closest<HTMLElement>('[data-index]');
                focusedIndex.current = row ? Number(row.dataset.index) : null;
              }}
              onBlur={() => {
                focusedIndex.current = null;
              }}
            >
              {items.map(({ index, key }) => {
                const row = rows[index];
                if (!row || row.kind === 'start') return null;
                if (row.kind === 'divider') {
                  return (
                    <TimelineDivider
                      key={key}
                      day={row.day}
                      unread={row.unread}
                      rowIndex={index}
                      rowRef={virtualizer.measureElement}
                    />
                  );
                }
                const { message, compact } = row.row;
                return (
                  <MessageItem
                    key={key}
                    message={message}
                    now={now}
                    compact={compact}
                    jumpedTo={highlightId !== null && message.id === highlightId}
                    rowIndex={index}
                    rowRef={virtualizer.measureElement}
                  />
                );
              })}
            </ol>
          </div>
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
          onClick={jumpToPresent}
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
