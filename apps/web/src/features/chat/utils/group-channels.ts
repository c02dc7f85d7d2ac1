import { CHANNEL_GROUP_LABELS, DM_COPY } from '@bbt/domain';
import type { SidebarGroup } from '@bbt/domain';
import type { ChannelSummary } from '../types';

/**
 * Sidebar order: tickets come right after Text channels (after 'ask a mentor'), as the spec's
 * "the user's tickets", in a group of their own; direct messages close the list (decision 0066).
 */
const GROUP_ORDER: readonly SidebarGroup[] = [
  'main',
  'text',
  'tickets',
  'interactive',
  'staff',
  'messages',
];

/** The sidebar groups of spec screen 13, keeping the server's order inside each. */
export function groupChannels(
  channels: readonly ChannelSummary[],
): Array<{ group: SidebarGroup; channels: ChannelSummary[] }> {
  return GROUP_ORDER.map((group) => ({
    group,
    channels: channels.filter((c) => c.group === group),
  })).filter((entry) => entry.channels.length > 0);
}

/**
 * A group's heading. Members see only the tickets they opened ('Your tickets'); ticket staff
 * (founder, admin, support) see every open one ('Tickets').
 */
export function channelGroupLabel(group: SidebarGroup, ticketStaff: boolean): string {
  if (group === 'tickets') return ticketStaff ? 'Tickets' : 'Your tickets';
  if (group === 'messages') return DM_COPY.sidebarGroup;
  return CHANNEL_GROUP_LABELS[group];
}
