import { STAFF_ROLES, type RoleKey } from './roles';

export const CHANNEL_GROUPS = ['main', 'text', 'interactive', 'staff'] as const;
export type ChannelGroup = (typeof CHANNEL_GROUPS)[number];

/** The sidebar's groups: the catalogue's, the member's open tickets, their conversations. */
export const SIDEBAR_GROUPS = [...CHANNEL_GROUPS, 'tickets', 'messages'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

export interface ChannelDef {
  slug: string;
  label: string;
  group: ChannelGroup;
  topic: string;
  /** The composer is reserved for founder and admin (spec §5). */
  locked: boolean;
  /**
   * null: any signed-in user; otherwise any of these roles (founder and admin always pass). A
   * tier channel also opens to the badge tiers that grant it (the entitlement table).
   */
  readRoles: readonly RoleKey[] | null;
}

export const CHANNEL_GROUP_LABELS: Record<ChannelGroup, string> = {
  main: 'Main Menu',
  text: 'Text channels',
  interactive: 'interactive',
  staff: 'Staff',
};

const PREMIUM_ROLES: readonly RoleKey[] = [
  'blue_badge_trader',
  'premium_signals',
  'premium_trader',
];

function channel(
  slug: string,
  label: string,
  group: ChannelGroup,
  topic: string,
  options: { locked?: boolean; readRoles?: readonly RoleKey[] } = {},
): ChannelDef {
  return {
    slug,
    label,
    group,
    topic,
    locked: options.locked ?? false,
    readRoles: options.readRoles ?? null,
  };
}

/**
 * The fixed channels, in sidebar order. Slugs are identifiers and stay as specified (ruling 1);
 * names keep the spec's words in one case style, lower case as Discord shows channels
 * (decision 0068).
 */
export const CHANNELS: readonly ChannelDef[] = [
  channel('intro', 'introduction', 'main', 'Start here: what this community is about.', {
    locked: true,
  }),
  channel('faq', 'faq', 'main', 'Answers to the questions members ask most.', { locked: true }),
  channel('announcements', 'announcements', 'main', 'News and updates from the team.', {
    locked: true,
  }),
  channel('results', 'results', 'main', 'Share your trades and wins.'),
  channel('general', 'general chat', 'text', 'Talk about anything with the community.'),
  channel('begginer', "beginner's chat", 'text', 'New to trading? Ask and learn here.'),
  channel('crypto_channel', 'crypto', 'text', 'Crypto markets, coins and setups.', {
    readRoles: ['crypto'],
  }),
  channel('forex_channel', 'forex', 'text', 'Currency pairs and forex setups.', {
    readRoles: ['forex'],
  }),
  channel('stocks_channel', 'stocks', 'text', 'Equities, earnings and stock setups.', {
    readRoles: ['stocks'],
  }),
  channel('free_signals_channel', 'free signals', 'text', 'Free trade ideas from our analysts.', {
    readRoles: ['free_signals'],
  }),
  channel('premium', 'premium', 'text', 'The premium trading room for paying members.', {
    readRoles: PREMIUM_ROLES,
  }),
  channel('tier_1', 'tier 1', 'text', 'Blue Badge members of every tier: plans and progress.', {
    readRoles: STAFF_ROLES,
  }),
  channel('tier_2', 'tier 2', 'text', 'Premium calls from our analysts, for tiers 2 and 3.', {
    readRoles: STAFF_ROLES,
  }),
  channel('marketing_chat', 'marketing chat', 'text', 'Coordination for the marketing team.', {
    readRoles: ['marketing'],
  }),
  channel('ask', 'ask a mentor', 'text', 'Need help? Open a support ticket.', { locked: true }),
  channel('claim', 'claim roles', 'interactive', 'Pick the markets you are interested in.', {
    locked: true,
  }),
  channel('polls', 'polls', 'interactive', 'Vote in community polls.', { locked: true }),
  channel('staff', 'staff room', 'staff', 'Private room for the team.', { readRoles: STAFF_ROLES }),
];

/** One place of the spec spells announcements without its second n; both URLs must work. */
export function resolveChannelSlug(slug: string): string {
  return slug === 'annoucements' ? 'announcements' : slug;
}

export function findChannel(slug: string): ChannelDef | undefined {
  const resolved = resolveChannelSlug(slug);
  return CHANNELS.find((c) => c.slug === resolved);
}

/**
 * The name people read for a channel: the catalogue's label (the sidebar's, from the same
 * list), never the key in the URL. Tickets and unknown keys have no other name.
 */
export function channelLabel(slug: string): string {
  return findChannel(slug)?.label ?? slug;
}

/** Any channel whose name contains "ticket" is a support ticket (spec §2). */
export function isTicketSlug(slug: string): boolean {
  return slug.includes('ticket');
}

/** ticket00 to ticket09, then ticket10 onward (spec §4). */
export function ticketSlug(index: number): string {
  if (!Number.isInteger(index) || index < 0) {
    throw new RangeError(`Ticket index must be a non-negative integer, got ${index}`);
  }
  return `ticket${String(index).padStart(2, '0')}`;
}
