import { BOT_NOTICES, canReadAllTickets, COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import {
  assertCanRead,
  assertNotBanned,
  type ChatEvents,
  memberChannelAccess,
  postAsBot,
  presentChatMember,
} from '../chat';
import { recordAudit } from '../audit';
import { toMember, type Member } from '../users';
import {
  findTicketByName,
  listClosedTickets,
  listTicketReaderCandidates,
  reopenTicket as markReopened,
  ticketInfo,
  ticketStaffIds,
} from './repo';

const CLOSED_SHOWN = 50;

async function ticketNamed(db: Database, name: string) {
  const ticket = await findTicketByName(db, name);
  if (!ticket) throw notFound(COPY.chat.channelNotFound);
  return ticket;
}

/**
 * A ticket's member list: only who can read it (ruling 5), asked of a member who can. The
 * domain's channel rule decides, so a closed ticket lists its staff and its opener, who still
 * reads it (decision 0068), and a banned member is listed nowhere.
 */
export async function ticketMembers(db: Database, actor: Member, name: string) {
  const ticket = await ticketNamed(db, name);
  const info = ticketInfo(ticket);
  assertCanRead(actor, ticket.name, info);
  const rows = await listTicketReaderCandidates(db, ticket.openerId);
  return rows
    .filter((row) => memberChannelAccess(toMember(row), ticket.name, info).read)
    .map(presentChatMember);
}

/**
 * Closed tickets: every one for ticket staff (ruling 5), a member's own for the member, who
 * still reads them as transcripts (decision 0068).
 */
export async function closedTickets(db: Database, actor: Member, search: string) {
  // A ban closes the whole chat (ruling 6), tickets included, even for staff.
  assertNotBanned(actor);
  const openerId = canReadAllTickets(actor) ? null : actor.id;
  const rows = await listClosedTickets(db, { search: search.trim(), openerId }, CLOSED_SHOWN);
  return rows.map((row) => ({ ...row, closedAt: row.closedAt?.toISOString() ?? null }));
}

/**
 * Opens a closed ticket again: its opener gets it back in their sidebar and may write, the bot
 * says who reopened it, and the audit log keeps the act as it keeps /close (ruling 11).
 */
export async function reopenTicket(db: Database, events: ChatEvents, actor: Member, name: string) {
  const ticket = await ticketNamed(db, name);
  assertCanRead(actor, ticket.name, ticketInfo(ticket));
  const reopened = await db.transaction(async (tx) => {
    if (!(await markReopened(tx, ticket.id))) return false;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'reopen',
      targetId: ticket.openerId,
      channel: ticket.name,
    });
    return true;
  });
  if (!reopened) throw new AppError(409, 'ticket_open', COPY.server.tickets.alreadyOpen);
  events.posted(
    await postAsBot(db, ticket.name, BOT_NOTICES.ticketReopened(actor.name.replace(/\s+/g, ''))),
  );
  // The opener gets the channel back; staff see it return to their sidebar.
  const staff = await ticketStaffIds(db);
  await Promise.all([ticket.openerId, ...staff].map((id) => events.memberChanged(id)));
  return { name: ticket.name, number: ticket.number, open: true };
}
