import { ROLE_KEYS } from '@bbt/domain';
import type { ChatMessage, RoleFlags } from '@bbt/domain';
import type { ChannelMessages, ChatViewer } from '../types';

export const viewer: ChatViewer = {
  id: 'u-ada',
  name: 'Ada',
  image: null,
  roles: Object.fromEntries(ROLE_KEYS.map((role) => [role, false])) as RoleFlags,
  priority: 1,
  banUntil: new Date(0).toISOString(),
  muteUntil: new Date(0).toISOString(),
  badgeTier: null,
  signalsUntil: new Date(0).toISOString(),
};

/** A stored message as the server sends it (a live one also says which came before it). */
export function serverMessage(id: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    channel: 'general',
    author: { id: 'u-bob', name: 'Bob', image: null, priority: 1, isBot: false },
    text: `message ${id}`,
    replyTo: null,
    image: null,
    edited: false,
    deleted: false,
    reactions: [],
    mentions: { userIds: [], roles: [], everyone: false },
    clientId: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, id)).toISOString(),
    ...fields,
  };
}

export const heldThrough = (id: number, messages: ChatMessage[]): ChannelMessages => ({
  messages,
  hasMore: false,
  syncedThrough: id,
});
