import {
  canChangeMessagesIn,
  channelRefusal,
  findChannel,
  memberChannelAccess as disciplinedChannelAccess,
  resolveChannelSlug,
  type ChannelAccessReason,
  type MemberChannelAccess,
  type PrivateChannelInfo,
} from '@bbt/domain';
import { AppError } from '../../errors';
import type { Member } from '../users';

/**
 * The domain's channel rules with the member's discipline (ruling 3 to ruling 6), for a slug as
 * a member typed it. Tickets and conversations come with what their rules need of them.
 */
export function memberChannelAccess(
  member: Member,
  slug: string,
  ticket: PrivateChannelInfo | null = null,
): MemberChannelAccess {
  return disciplinedChannelAccess(member, resolveChannelSlug(slug), member.block, ticket);
}

/** The policy's refusal for this reason, as the error every route and event answers with. */
function refusal(member: Member, reason: Exclude<ChannelAccessReason, 'ok'>): AppError {
  const { status, code, message } = channelRefusal(reason, member.block);
  return new AppError(status, code, message);
}

/** A banned member sees only the notice (ruling 6): nothing of the chat, not even who is in it. */
export function assertNotBanned(member: Member): void {
  if (member.block?.kind === 'banned') throw refusal(member, 'banned');
}

/** Throws the error a member sees when they may not read the channel. */
export function assertCanRead(
  member: Member,
  slug: string,
  ticket: PrivateChannelInfo | null = null,
): string {
  const name = ticket ? slug : findChannel(slug)?.slug;
  const access = memberChannelAccess(member, slug, ticket);
  if (access.read && name) return name;
  if (access.reason === 'banned') throw refusal(member, 'banned');
  if (access.reason === 'not_found' || !name) throw refusal(member, 'not_found');
  throw refusal(member, 'no_permission');
}

/** Throws the error a member sees when they may not post in the channel. */
export function assertCanWrite(
  member: Member,
  slug: string,
  ticket: PrivateChannelInfo | null = null,
): string {
  const channel = assertCanRead(member, slug, ticket);
  const { write, reason } = memberChannelAccess(member, slug, ticket);
  if (write) return channel;
  if (reason === 'muted' || reason === 'locked' || reason === 'closed' || reason === 'unavailable')
    throw refusal(member, reason);
  throw refusal(member, 'no_permission');
}

/** Throws 'closed' when the member may not delete, edit or react in this channel's messages. */
export function assertCanChangeMessagesIn(member: Member, ticket: PrivateChannelInfo | null): void {
  if (!canChangeMessagesIn(member, ticket)) throw refusal(member, 'closed');
}
