import {
  findChannel,
  isTicketSlug,
  memberChannelAccess,
  type MemberChannelAccess,
} from '@bbt/domain';
import type { ChannelSummary, ChatViewer } from '../types';
import { viewerBlock } from './viewer';

/**
 * The viewer's access from GET /api/channels, or before it answers the policy the server
 * answers with (the channel rules and discipline, `memberChannelAccess`). The list holds every
 * open ticket the member may read, so a ticket it lacks is a closed one (ruling 5: staff keep
 * reading it by URL, and its opener too, decision 0068).
 */
export function channelViewAccess(
  viewer: ChatViewer,
  slug: string,
  summary: ChannelSummary | undefined,
  channels: ChannelSummary[] | undefined,
): MemberChannelAccess {
  if (summary) return summary;
  const ticket = channels && isTicketSlug(slug) ? { openerId: viewer.id, open: false } : null;
  return memberChannelAccess(viewer, slug, viewerBlock(viewer), ticket);
}

/**
 * Whether the viewer may no longer read the open channel: the channel list says so, or, while
 * the list lacks it, the policy for the viewer's current roles. Tickets and unknown channels
 * are left to the server's answer (404 or 403 on the refetch of member:changed).
 */
export const readRefused = (
  slug: string,
  summary: ChannelSummary | undefined,
  access: MemberChannelAccess,
) => !access.read && (summary !== undefined || findChannel(slug) !== undefined);
