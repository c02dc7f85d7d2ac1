import { isTicketSlug } from '../channels';
import { isFounderOrAdmin, type RoleKey } from '../roles';
import type { Actor } from './actor';
import { channelAccess, type PrivateChannelInfo } from './channels';

/** At most this many messages are pinned in one channel at once (decision 0034). */
export const MAX_PINS_PER_CHANNEL = 50;

/**
 * The rooms analysts look after: the signals rooms and the market rooms, where the setups and
 * calls members come back to are posted.
 */
const ANALYST_ROOMS: readonly string[] = [
  'free_signals_channel',
  'premium',
  'crypto_channel',
  'forex_channel',
  'stocks_channel',
];

/**
 * "The channel's staff" (decision 0034): besides founder and admin, who always are, support in
 * tickets (ruling 5), analysts and support in the staff room (ruling 3), analysts in the
 * signals and market rooms. Everywhere else only founder and admin.
 */
export function channelStaffRoles(slug: string): readonly RoleKey[] {
  if (isTicketSlug(slug)) return ['support'];
  if (slug === 'staff') return ['analyst', 'support'];
  if (ANALYST_ROOMS.includes(slug)) return ['analyst'];
  return [];
}

/**
 * Who pins and unpins messages in a channel: founder, admin and the channel's staff, while they
 * may post there (a closed ticket is read-only, so its pins stay as they were). Mutes and bans
 * are the server's to add, as for any write.
 */
export function canPinIn(actor: Actor, slug: string, ticket?: PrivateChannelInfo | null): boolean {
  if (!channelAccess(actor, slug, ticket).write) return false;
  return isFounderOrAdmin(actor.roles) || channelStaffRoles(slug).some((r) => actor.roles[r]);
}
