import {
  channelAccess,
  COPY,
  findChannel,
  resolveChannelSlug,
  type ChannelAccess,
  type ChannelAccessReason,
  type TicketInfo,
} from '@bbt/domain';
import { AppError, notFound } from '../../errors';
import type { Member } from '../users';

export type MemberChannelAccess = Omit<ChannelAccess, 'reason'> & {
  reason: ChannelAccessReason;
};

/**
 * The domain's channel rules (ruling 3, ruling 4 and ruling 5) plus discipline (ruling 6): a ban
 * closes the whole chat, a mute leaves it readable. Ticket channels come with the tickets
 * capability.
 */
export function memberChannelAccess(
  member: Member,
  slug: string,
  ticket: TicketInfo | null = null,
): MemberChannelAccess {
  const access = channelAccess(member, resolveChannelSlug(slug), ticket);
  if (!access.read) return access;
  if (member.block?.kind === 'banned') return { read: false, write: false, reason: 'banned' };
  if (member.block?.kind === 'muted') return { read: true, write: false, reason: 'muted' };
  return access;
}

const until = (date: Date) => date.toISOString();

/** A banned member sees only the notice (ruling 6): nothing of the chat, not even who is in it. */
export function assertNotBanned(member: Member): void {
  if (member.block?.kind !== 'banned') return;
  throw new AppError(
    403,
    'banned',
    `${COPY.chat.noAccess} ${COPY.chat.accessEnds(until(member.block.until))}`,
  );
}

/** Throws the error a member sees when they may not read the channel. */
export function assertCanRead(
  member: Member,
  slug: string,
  ticket: TicketInfo | null = null,
): string {
  const name = ticket ? slug : findChannel(slug)?.slug;
  const access = memberChannelAccess(member, slug, ticket);
  if (access.read && name) return name;
  if (access.reason === 'banned') assertNotBanned(member);
  if (access.reason === 'not_found' || !name) throw notFound(COPY.chat.channelNotFound);
  throw new AppError(403, 'no_permission', COPY.chat.noPermission);
}

/** Throws the error a member sees when they may not post in the channel. */
export function assertCanWrite(
  member: Member,
  slug: string,
  ticket: TicketInfo | null = null,
): string {
  const channel = assertCanRead(member, slug, ticket);
  const access = memberChannelAccess(member, slug, ticket);
  if (access.write) return channel;
  if (access.reason === 'muted' && member.block) {
    throw new AppError(
      403,
      'muted',
      `${COPY.chat.noAccess} ${COPY.chat.accessEnds(until(member.block.until))}`,
    );
  }
  if (access.reason === 'locked') throw new AppError(403, 'locked', COPY.chat.composerLocked);
  if (access.reason === 'closed') throw new AppError(403, 'closed', 'This ticket is closed.');
  throw new AppError(403, 'no_permission', COPY.chat.noPermission);
}
