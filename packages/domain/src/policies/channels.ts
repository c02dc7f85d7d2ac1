import { CHANNELS, findChannel, isTicketSlug } from '../channels';
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
 * Why a channel is open, read-only or shut to a member: the catalogue's and tickets' reasons,
 * then discipline's (a ban shuts the chat, a mute leaves it readable; the server's
 * `memberChannelAccess`).
 */
export const CHANNEL_ACCESS_REASONS = [
  'ok',
  'not_found',
  'no_permission',
  'locked',
  'closed',
  'banned',
  'muted',
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

// Ruling 5: opener and ticket staff use an open ticket; a closed one stays readable for staff
// (nothing is lost) and disappears for its opener.
function ticketAccess(user: Actor, ticket: TicketInfo | null | undefined): ChannelAccess {
  if (!ticket) return notFound();
  const isTicketStaff = canReadAllTickets(user);
  if (ticket.open) return isTicketStaff || user.id === ticket.openerId ? ok() : noPermission();
  return isTicketStaff ? closed() : noPermission();
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
  ticket?: TicketInfo | null,
): ChannelAccess {
  const channel = findChannel(slug);
  if (channel) return fixedChannelAccess(user, channel);
  if (isTicketSlug(slug)) return ticketAccess(user, ticket);
  return notFound();
}

export function canReadChannel(user: Actor, slug: string, ticket?: TicketInfo | null): boolean {
  return channelAccess(user, slug, ticket).read;
}

export function canWriteChannel(user: Actor, slug: string, ticket?: TicketInfo | null): boolean {
  return channelAccess(user, slug, ticket).write;
}

/** The fixed channels the user may read, in sidebar order (tickets are listed apart). */
export function sidebarChannels(user: Actor): ChannelDef[] {
  return CHANNELS.filter((channel) => fixedChannelAccess(user, channel).read);
}
