import type { ChannelGroup } from '@bbt/domain';
import type { ChannelSummary } from '../types';

const GROUP_ORDER: readonly ChannelGroup[] = ['main', 'text', 'interactive', 'staff'];

/**
 * The sidebar groups of spec screen 13, keeping the server's order inside each. Tickets are
 * listed under Text channels ("the user's tickets"), after the fixed channels.
 */
export function groupChannels(
  channels: readonly ChannelSummary[],
): Array<{ group: ChannelGroup; channels: ChannelSummary[] }> {
  const tickets = channels.filter((c) => c.group === 'tickets');
  return GROUP_ORDER.map((group) => ({
    group,
    channels: [...channels.filter((c) => c.group === group), ...(group === 'text' ? tickets : [])],
  })).filter((entry) => entry.channels.length > 0);
}
