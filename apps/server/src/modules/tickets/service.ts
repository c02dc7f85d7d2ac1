import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { assertCanRead, memberChannelAccess, presentChatMember } from '../chat';
import { toMember, type Member } from '../users';
import { findTicketByName, listTicketReaderCandidates, ticketInfo } from './repo';

/**
 * A ticket's member list: only who can read it (ruling 5), asked of a member who can. The
 * domain's channel rule decides, so a closed ticket lists its staff and no longer its opener,
 * and a banned member is listed nowhere.
 */
export async function ticketMembers(db: Database, actor: Member, name: string) {
  const ticket = await findTicketByName(db, name);
  if (!ticket) throw notFound(COPY.chat.channelNotFound);
  const info = ticketInfo(ticket);
  assertCanRead(actor, ticket.name, info);
  const rows = await listTicketReaderCandidates(db, ticket.openerId);
  return rows
    .filter((row) => memberChannelAccess(toMember(row), ticket.name, info).read)
    .map(presentChatMember);
}
