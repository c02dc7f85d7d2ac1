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
import { usePainted } from '../../../lib/use-painted';
import type { ChatEntry, PrivateNotice } from '../types';
import { firstServerId, lastServerId } from '../utils/merge-messages';
import { firstUnreadId, timelineRows } from '../utils/timeline';
import type { TimelineRow, UnreadAtOpen } from '../utils/timeline';
import { ChannelIntro } from './channel-intro';
import { useMessageContext } from './message-context';
import { MessageItem } from './message-item';
import { readHistoryAnchor, restoreHistoryAnchor, type HistoryAnchor } from './history-anchor';
import { PrivateNotices } from './private-notices';
import { TimelineDivider } from './timeline-divider';
import styles from './message-list.module.css';

/** Within this many pixels of the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 64;
/** Older messages load when the reader scrolls this close to the top. */
const TOP_LOAD_PX = 240;
/** Rows drawn beyond each edge of the view, so a quick scroll shows no blank. */
const OVERSCAN_ROWS = 8;
/**
 * The first draw opens at the newest message before the history's box has been measured: its
 * rows are drawn in that first render, for a view as tall as the window (a little more than
 * the history's share of it), instead of one render and one layout later. Rows beyond the view
 * wait for the first paint.
 */
const FIRST_DRAW = { overscan: 0, offset: Number.MAX_SAFE_INTEGER } as const;
/** How long a message jumped to stays highlighted. */
const HIGHLIGHT_MS = 2_000;
/** While a jump settles, pages loading at the edges would move its row: they wait this long. */
const JUMP_SETTLE_MS = 1_000;
/** First guesses of row heights, replaced by each row's measured height once drawn. */
const ESTIMATED_PX = { divider: 40, message: 64, compact: 28 } as const;

const entryKey = (m: ChatEntry) => m.clientId ?? `id-${m.id}`;

const NO_NOTICES: readonly PrivateNotice[] = [];
const DEFAULT_BOT = { name: 'Bot', image: null };
const ignore = () => undefined;

/**
 * One row of the virtual list, an `<li>` the virtualiser measures once drawn: a day or 'New'
 * divider, or a message. The top of the history (the intro or the older-page loader) sits
 * above the list, outside it: the row at the top of the view, which the virtualiser keeps in
 * place when a page comes in above, is then always a message or a divider of the history.
 */
type ListRow =
  | { kind: 'divider'; key: string; day: string | null; unread: boolean }
  | { kind: 'message'; key: string; row: TimelineRow };

function listRows(rows: readonly TimelineRow[]): ListRow[] {
  const list: ListRow[] = [];
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
  row?.kind === 'divider'
    ? ESTIMATED_PX.divider
    : row?.kind === 'message' && row.row.compact
      ? ESTIMATED_PX.compact
      : ESTIMATED_PX.message;

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
  /** A jump is on its way (its page loading): no page loads at the edges meanwhile. */
  jumpPending?: boolean;
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
  jumpPending = false,
}: MessageListProps) {
  const now = useNow(60_000);
  const { editingId } = useMessageContext();
  const scrollRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** The height of the top of the history, above the list: where the list's rows start. */
  const [startHeight, setStartHeight] = useState(0);
  const startHeightRef = useRef(0);
  const atBottomRef = useRef(true);
  const previous = useRef<{ keys: Set<string>; firstId: number; lastId: number } | null>(null);
  /** How far the view's top is from the end of the history: a first guess for a page added above. */
  const fromBottomRef = useRef(0);
  /** The row the reader looks at, read whenever the view or the rows move (history-anchor.ts). */
  const anchorRef = useRef<HistoryAnchor | null>(null);
  /**
   * After a page came in above, the reader's row is held at its place while the new rows are
   * drawn and measured (each measure moves what is below); the reader's own scroll lets go.
   * `scrollTop` is where holding it last put the view.
   */
  const holdRef = useRef<{ anchor: HistoryAnchor; scrollTop: number } | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [highlightId, setHighlightId] = useState<number | null>(null);
  /** The message a jump is settling on, and until when edge pages wait for it. */
  const settling = useRef<{ id: number; until: number } | null>(null);
  /** 'Jump to present' was pressed: the newest page, once in, is shown from its bottom. */
  const toPresent = useRef(false);
  /** The row holding focus stays drawn, so keyboard and screen-reader users keep their place. */
  const focusedKey = useRef<string | null>(null);
  const [firstRect] = useState(() => ({ width: 0, height: window.innerHeight }));
  const painted = usePainted();

  const rows = useMemo(() => {
    const unreadStart = unreadAtOpen ? firstUnreadId(messages, viewerId, unreadAtOpen) : null;
    return listRows(timelineRows(messages, now, unreadStart));
  }, [messages, viewerId, unreadAtOpen, now]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const key = focusedKey.current;
    if (key === null) return indexes;
    const focused = rowsRef.current.findIndex((row) => row.key === key);
    if (focused < 0 || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateRow(rowsRef.current[index]),
    getItemKey: (index) => rowsRef.current[index]?.key ?? index,
    overscan: painted ? OVERSCAN_ROWS : FIRST_DRAW.overscan,
    initialRect: firstRect,
    initialOffset: FIRST_DRAW.offset,
    gap: 2,
    scrollMargin: startHeight,
    rangeExtractor,
    // Rows added or re-measured above the view leave the rows on screen where they are.
    anchorTo: 'end',
    // New messages are followed only by a reader at the bottom of the live history; a window on
    // older messages (a jump) never moves when its newer pages come in below.
    followOnAppend: !hasNewer,
    scrollEndThreshold: BOTTOM_SLACK_PX,
    // Scrolls and jumps are started from effects, where React cannot render synchronously.
    useFlushSync: false,
  });

  // The top of the history changes height (the loader gives way to the intro, the width
  // changes): the rows below it move by as much, so the view moves with them.
  /** Puts the held row back at its place; false when nothing is held or its row isn't drawn. */
  const holdAnchor = useCallback(() => {
    const hold = holdRef.current;
    const el = scrollRef.current;
    if (!hold || !el || !restoreHistoryAnchor(el, hold.anchor)) return false;
    hold.scrollTop = el.scrollTop;
    return true;
  }, []);

  const measureStart = useCallback(() => {
    const start = startRef.current;
    const el = scrollRef.current;
    if (!start || !el) return;
    const height = start.offsetHeight;
    const old = startHeightRef.current;
    if (height === old) return;
    if (!holdAnchor() && el.scrollTop > 0) el.scrollTop += height - old;
    startHeightRef.current = height;
    setStartHeight(height);
  }, [holdAnchor]);
  useLayoutEffect(measureStart, [measureStart, hasMore, loadingOlder, olderFailed, channelName]);
  useEffect(() => {
    const start = startRef.current;
    if (!start) return;
    const observer = new ResizeObserver(measureStart);
    observer.observe(start);
    return () => observer.disconnect();
  }, [measureStart, holdAnchor]);

  // Rows measured change the history's height with no scroll to report it: a held row is put
  // back, or else where the reader is gets read again.
  useEffect(() => {
    const content = contentRef.current;
    const el = scrollRef.current;
    if (!content || !el) return;
    const observer = new ResizeObserver(() => {
      if (!holdAnchor()) anchorRef.current = readHistoryAnchor(el);
      fromBottomRef.current = el.scrollHeight - el.scrollTop;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [holdAnchor]);
  // Each render while a row is held may draw it or move it.
  useLayoutEffect(() => {
    holdAnchor();
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
      holdRef.current = null;
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

  /** Whether a jump is on its way or still settling on its message. */
  const jumpSettling = useCallback(() => {
    if (jumpPending) return true;
    const jump = settling.current;
    if (!jump) return false;
    if (performance.now() > jump.until) {
      settling.current = null;
      return false;
    }
    return true;
  }, [jumpPending]);

  const reportSeen = useCallback(() => {
    const last = lastServerId(messages);
    if (last !== null && atBottomRef.current && document.visibilityState === 'visible') {
      onSeen(last);
    }
  }, [messages, onSeen]);

  const scrollToBottom = useCallback(
    (smooth = false) => {
      settling.current = null;
      holdRef.current = null;
      virtualizer.scrollToEnd({ behavior: smooth ? 'smooth' : 'auto' });
      atBottomRef.current = true;
      setAtBottom(true);
      setUnseen(0);
    },
    [virtualizer],
  );

  // After every change of the list: follow the reader's own messages, count others' messages,
  // and keep the reader's place when a page comes in above.
  useLayoutEffect(() => {
    const prev = previous.current;
    const added = prev ? messages.filter((m) => !prev.keys.has(entryKey(m))) : [];
    const appended = prev ? added.filter((m) => m.local || m.id > prev.lastId) : [];
    const fromOthers = appended.filter((m) => !m.local && m.author.id !== viewerId);
    const mineSent = appended.some((m) => m.local && m.author.id === viewerId);
    const prepended = prev ? added.some((m) => !m.local && m.id < prev.firstId) : false;
    const el = scrollRef.current;

    const jump = settling.current;
    if (jump && jumpSettling()) {
      // Rows came in while the view moves to the message: aim at it again where it is now.
      const index = indexOfMessage(jump.id);
      if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    } else if (!prev || mineSent || (toPresent.current && !hasNewer)) {
      toPresent.current = false;
      scrollToBottom();
    } else {
      // An older page came in above: the row the reader looks at stays where it was (the
      // virtualiser's own anchoring does not hold at the top). Measured from the end first, as
      // its row may not be drawn yet; then held while the rows settle.
      if (prepended && el) {
        el.scrollTop = el.scrollHeight - fromBottomRef.current;
        // A reader at the bottom (a short history filling up) follows new messages instead.
        const anchor = atBottomRef.current ? null : anchorRef.current;
        holdRef.current = anchor ? { anchor, scrollTop: el.scrollTop } : null;
        holdAnchor();
      }
      if (fromOthers.length && !(atBottomRef.current && !hasNewer)) {
        setUnseen((n) => n + fromOthers.length);
      }
    }
    if (el) fromBottomRef.current = el.scrollHeight - el.scrollTop;
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
    holdAnchor,
  ]);

  // The message being edited is drawn, so its editor can take focus (Up from the composer);
  // once per edit, so rows changing under an open editor don't scroll the view.
  const editShown = useRef<number | null>(null);
  useEffect(() => {
    if (editingId === editShown.current) return;
    editShown.current = editingId;
    const index = editingId === null ? -1 : indexOfMessage(editingId);
    if (index < 0) return;
    holdRef.current = null;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [editingId, indexOfMessage, virtualizer]);

  // A private answer is the member's own doing: bring it into view.
  const noticeCount = notices.length;
  const seenNotices = useRef(noticeCount);
  useLayoutEffect(() => {
    if (noticeCount > seenNotices.current) {
      holdRef.current = null;
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
    const hold = holdRef.current;
    if (hold && Math.abs(el.scrollTop - hold.scrollTop) >= 1) holdRef.current = null;
    if (!holdRef.current) anchorRef.current = readHistoryAnchor(el);
    fromBottomRef.current = el.scrollHeight - el.scrollTop;
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
  const before = (items[0]?.start ?? startHeight) - startHeight;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? startHeight) - startHeight);

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
          <div ref={startRef} className={styles.start}>
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
          <div data-history-rows style={{ paddingTop: before, paddingBottom: Math.max(after, 0) }}>
            <ol
              role="list"
              className={styles.messages}
              onFocus={(event) => {
                const row = (event.target as Element).closest<HTMLElement>('[data-index]');
                focusedKey.current = row ? (rows[Number(row.dataset.index)]?.key ?? null) : null;
              }}
              onBlur={() => {
                focusedKey.current = null;
              }}
            >
              {items.map(({ index, key }) => {
                const row = rows[index];
                if (!row) return null;
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
