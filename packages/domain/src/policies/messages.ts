import type { Actor, RoleHolder } from './actor';
import { isConversationInfo, type PrivateChannelInfo } from './channels';
import { canReadAllTickets } from './tickets';

/** Only the author edits, and never an image message (spec §5). */
export function canEditMessage(
  actor: Pick<Actor, 'id'>,
  message: { authorId: string; hasImage: boolean; deleted: boolean },
): boolean {
  return !message.deleted && !message.hasImage && message.authorId === actor.id;
}

/** The author, a founder or an admin may delete (spec §5). */
export function canDeleteMessage(
  actor: { id: string; roles: { founder: boolean; admin: boolean } },
  message: { authorId: string; deleted: boolean },
): boolean {
  return (
    !message.deleted && (message.authorId === actor.id || actor.roles.founder || actor.roles.admin)
  );
}

/**
 * A closed ticket is a transcript (decision 0068): what was said stays as it was, so only ticket
 * staff still delete, edit or react in it; the opener reads it and changes nothing. Any other
 * channel (an open ticket, a conversation, a fixed channel) leaves it to the other rules.
 */
export function canChangeMessagesIn(
  actor: RoleHolder,
  ticket: PrivateChannelInfo | null | undefined,
): boolean {
  if (!ticket || isConversationInfo(ticket) || ticket.open) return true;
  return canReadAllTickets(actor);
}
