import { CHANNELS, findChannel, isTicketSlug } from '../channels';
import { DM_COPY, isConversationSlug } from '../conversations';
import { COPY } from '../copy';
import type { ChatBlock } from '../discipline-state';
import { entitledRoles, tierOpensChannel } from '../entitlements';
import { isFounderOrAdmin } from '../roles';
import type { ChannelDef } from '../channels';
import type { Actor } from './actor';
import { canReadAllTickets } from './tickets';

export interface TicketInfo {
  openerId: string;
  open: boolean;
}

/**
 * A direct conversation's members, and those of them who may not write in it now (a block, a
 * setting or the community switch: `silencedConversationMembers`). Decision 0066.
 */
export interface ConversationInfo {
  memberIds: readonly string[];
  silencedIds: readonly string[];
}

/** What a private channel's access needs beyond the actor: its ticket or its conversation. */
export type PrivateChannelInfo = TicketInfo | ConversationInfo;

export const isConversationInfo = (
  info: PrivateChannelInfo | null | undefined,
): info is ConversationInfo => info != null && 'memberIds' in info;

/**
 * Why a channel is open, read-only or shut to a member: the catalogue's and tickets' reasons,
 * then discipline's (a ban shuts the chat, a mute leaves it readable: `memberChannelAccess`).
 */
export const CHANNEL_ACCESS_REASONS = [
  'ok',
  'not_found',
  'no_permission',
  'locked',
  'closed',
  'banned',
  'muted',
  'unavailable',
] as const;
export type ChannelAccessReason = (typeof CHANNEL_ACCESS_REASONS)[number];

export type ChannelAccess = {
  read: boolean;
  write: boolean;
  reason: Exclude<ChannelAccessReason, 'banned' | 'muted'>;
};

// Fresh objects each call, so a caller that mutates its answer can't change anyone else's.
const ok = (): ChannelAccess => ({ read: true, write: true, reason: 'ok' });
const notFound = (): ChannelAccess => ({ read: false, write: false, reason: 'not_found' });
const noPermission = (): ChannelAccess => ({ read: false, write: false, reason: 'no_permission' });
const locked = (): ChannelAccess => ({ read: true, write: false, reason: 'locked' });
const closed = (): ChannelAccess => ({ read: true, write: false, reason: 'closed' });
const unavailable = (): ChannelAccess => ({ read: true, write: false, reason: 'unavailable' });

// A conversation shows to its members and to no one else: staff, founder included, do not
// read conversations (decision 0066); a reported one reaches them as a ticket's quote.
function conversationAccess(user: Actor, info: ConversationInfo | null): ChannelAccess {
  if (!info || !info.memberIds.includes(user.id)) return notFound();
  return info.silencedIds.includes(user.id) ? unavailable() : ok();
}

// Ruling 5: opener and ticket staff use an open ticket; a closed one is read-only for both
// (nothing is lost). It leaves the opener's channel list, but the opener still reads it as a
// transcript (decision 0068), so a closed ticket never reads as a refusal.
function ticketAccess(user: Actor, ticket: TicketInfo | null | undefined): ChannelAccess {
  if (!ticket) return notFound();
  if (!canReadAllTickets(user) && user.id !== ticket.openerId) return noPermission();
  return ticket.open ? ok() : closed();
}

function fixedChannelAccess(user: Actor, channel: ChannelDef): ChannelAccess {
  const privileged = isFounderOrAdmin(user.roles);
  const roles = entitledRoles(user);
  const mayRead =
    privileged ||
    channel.readRoles === null ||
    channel.readRoles.some((role) => roles[role]) ||
    tierOpensChannel(user, channel.slug);
  if (!mayRead) return noPermission();
  if (channel.locked && !privileged) return locked();
  return ok();
}

/**
 * Who may read and write a channel (ruling 3, ruling 4 and ruling 5); the roles a badge tier
 * includes count, and the tier channels open by tier (decision 0042). The server enforces it; the
 * web uses it only to decide what to show. Bans and mutes are separate: see chatBlock.
 */
export function channelAccess(
  user: Actor,
  slug: string,
  ticket?: PrivateChannelInfo | null,
): ChannelAccess {
  const channel = findChannel(slug);
  if (channel) return fixedChannelAccess(user, channel);
  if (isConversationSlug(slug))
    return conversationAccess(user, isConversationInfo(ticket) ? ticket : null);
  if (isTicketSlug(slug)) return ticketAccess(user, isConversationInfo(ticket) ? null : ticket);
  return notFound();
}

export function canReadChannel(
  user: Actor,
  slug: string,
  ticket?: PrivateChannelInfo | null,
): boolean {
  return channelAccess(user, slug, ticket).read;
}

export function canWriteChannel(
  user: Actor,
  slug: string,
  ticket?: PrivateChannelInfo | null,
): boolean {
  return channelAccess(user, slug, ticket).write;
}

/** The fixed channels the user may read, in sidebar order (tickets are listed apart). */
export function sidebarChannels(user: Actor): ChannelDef[] {
  return CHANNELS.filter((channel) => fixedChannelAccess(user, channel).read);
}

/** A channel's access with discipline in force: the reason may be a ban or a mute. */
export type MemberChannelAccess = Omit<ChannelAccess, 'reason'> & { reason: ChannelAccessReason };

/**
 * The channel rules plus discipline (ruling 6): a ban closes the whole chat, a mute leaves it
 * readable. The one place the two combine: the server answers with it, and the web shows what
 * it would answer (the channel view and its pins and threads).
 */
export function memberChannelAccess(
  user: Actor,
  slug: string,
  block: ChatBlock,
  ticket?: PrivateChannelInfo | null,
): MemberChannelAccess {
  const access = channelAccess(user, slug, ticket);
  if (!access.read) return access;
  if (block?.kind === 'banned') return { read: false, write: false, reason: 'banned' };
  if (block?.kind === 'muted') return { read: true, write: false, reason: 'muted' };
  return access;
}

/** What a refused member is told, with the status and code the server answers it with. */
export interface ChannelRefusal {
  status: 403 | 404;
  code: Exclude<ChannelAccessReason, 'ok'>;
  message: string;
}

/**
 * The refusal of each reason `memberChannelAccess` can give: kept with the policy, so every
 * route and socket event that refuses a channel says the same. A ban or a mute says until when
 * (the block in force; its date as ISO, which the web formats).
 */
export function channelRefusal(
  reason: Exclude<ChannelAccessReason, 'ok'>,
  block: ChatBlock,
): ChannelRefusal {
  switch (reason) {
    case 'not_found':
      return { status: 404, code: reason, message: COPY.chat.channelNotFound };
    case 'locked':
      return { status: 403, code: reason, message: COPY.chat.composerLocked };
    case 'closed':
      return { status: 403, code: reason, message: COPY.chat.ticketClosed };
    case 'banned':
    case 'muted':
      if (block)
        return {
          status: 403,
          code: reason,
          message: `${COPY.chat.noAccess} ${COPY.chat.accessEnds(block.until.toISOString())}`,
        };
      return { status: 403, code: 'no_permission', message: COPY.chat.noPermission };
    case 'no_permission':
      return { status: 403, code: reason, message: COPY.chat.noPermission };
    case 'unavailable':
      return { status: 403, code: reason, message: DM_COPY.conversationClosed };
  }
}
