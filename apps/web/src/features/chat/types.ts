import type { ChatMessage, Priority, RoleFlags, RoleKey, SendMessageInput } from '@bbt/domain';

/** The signed-in member as the chat needs them; the app passes it in from the session. */
export interface ChatViewer {
  id: string;
  name: string;
  image: string | null;
  roles: RoleFlags;
  priority: Priority;
  /** ISO dates (ruling 6). */
  banUntil: string;
  muteUntil: string;
  /** The badge tier held, and when premium signals end: shown on one's own profile. */
  badgeTier: number | null;
  signalsUntil: string;
}

export type ChannelSummaryGroup = 'main' | 'text' | 'interactive' | 'staff' | 'tickets';

export type WriteReason = 'ok' | 'locked' | 'closed' | 'muted' | 'banned';

/** A channel as GET /api/channels lists it: only channels the member may read. */
export interface ChannelSummary {
  slug: string;
  label: string;
  group: ChannelSummaryGroup;
  topic: string;
  read: true;
  write: boolean;
  reason: WriteReason;
  unread: number;
  mentions: number;
}

/** A member as GET /api/members lists them. */
export interface Member {
  id: string;
  name: string;
  image: string | null;
  priority: Priority;
  roles: RoleKey[];
  isBot: boolean;
}

/** A message this client sent that the server has not acknowledged yet (local echo). */
export interface LocalEcho {
  status: 'sending' | 'failed';
  input: SendMessageInput;
  error?: string;
}

/** A message in the cache: the server's, or a local echo (negative id, `local` set). */
export type ChatEntry = ChatMessage & { local?: LocalEcho };

/** The cache of one channel's history under ['messages', slug]: ascending by id. */
export interface ChannelMessages {
  messages: ChatEntry[];
  /** Older messages exist on the server before the first one held. */
  hasMore: boolean;
  /**
   * Every message up to this id is held (advanceSyncedThrough): catch-ups ask for what came
   * after it, so a message that arrives late, out of id order, is never skipped.
   */
  syncedThrough: number;
}

/** What the emoji picker is choosing for. */
export type EmojiTarget = { kind: 'reaction'; messageId: number } | { kind: 'composer' };

/** One option of a poll as GET /api/polls lists it. */
export interface PollOption {
  index: number;
  label: string;
  count: number;
}

/** A poll of the polls channel (spec section 4), with the member's own vote. */
export interface Poll {
  id: number;
  header: string;
  text: string;
  options: PollOption[];
  /** The option the member chose, or null. */
  myVote: number | null;
  createdAt: string;
}

/** A slash command's private answer: shown to its sender only, never stored. */
export interface PrivateNotice {
  id: number;
  text: string;
}
