import { isRoleKey } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import type { ChatViewer } from '../types';

/** The whole message is highlighted when it mentions the reader, one of their roles or everyone. */
export function mentionsViewer(
  message: Pick<ChatMessage, 'mentions'>,
  viewer: Pick<ChatViewer, 'id' | 'roles'>,
): boolean {
  const { mentions } = message;
  if (mentions.everyone || mentions.userIds.includes(viewer.id)) return true;
  return mentions.roles.some(
    (role) => role === 'everyone' || (isRoleKey(role) && viewer.roles[role]),
  );
}
