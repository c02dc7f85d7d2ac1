import type {
  BadgeTier,
  ChatMessage,
  Priority,
  RoleFlags,
  SeenChanges,
  SendMessageInput,
} from '@bbt/domain';
import type { ApiResponse } from '../../lib/api-types';

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
  badgeTier: BadgeTier | null;
  signalsUntil: string;
}

/** A channel as GET /api/channels lists it: only channels the member may read. */
export type ChannelSummary = ApiResponse<'/api/channels', 'get'>['channels'][number];

/** A member as the chat shows them (the member list, a ticket's readers, the '@' menu). */
export type Member = ApiResponse<'/api/members/search', 'get'>['members'][number];

/** A member as the member list's ranges hold them: with their status when the range was read. */
export type ListedMember = ApiResponse<'/api/members', 'get'>['members'][number];

/**
 * A message this client sent that the server has not acknowledged yet (local echo): waiting
 * for the connection in the outbox, on its way, or failed.
 */
export interface LocalEcho {
  status: 'waiting' | 'sending' | 'failed';
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
  /**
   * The cache is a window on older messages (a jump to one, decision 0031): newer ones exist
   * after the last held; live messages wait until paging down reaches them.
   */
  hasNewer?: boolean;
  /**
   * How far the channel's change log was seen (decision 0056): a catch-up asks for the changes
   * after `seen.seq`. Absent on a window on older messages, which reloads the newest page.
   */
  seen?: SeenChanges;
}

/** What the emoji picker is choosing for. */
export type EmojiTarget = { kind: 'reaction'; messageId: number } | { kind: 'composer' };

/** A poll of the polls channel (spec §4), with the member's own vote (or null). */
export type Poll = ApiResponse<'/api/polls', 'get'>['polls'][number];

/** A slash command's private answer: shown to its sender only, never stored. */
export interface PrivateNotice {
  id: number;
  text: string;
}
