import { REPORT_QUOTED_MESSAGES, reportQuote } from '@bbt/domain';
import type { Database } from '../../db/client';
import { assertNotBanned, postAsBot, type ChatEvents } from '../chat';
import { createTicket, ticketStaffIds } from '../tickets';
import type { Member } from '../users';
import { latestMessagesOf } from './repo';
import { conversationForMember } from './service';

/**
 * Reports a conversation to staff (decision 0066): a support ticket of the reporter's opens,
 * and the bot quotes the conversation's latest messages in it, pinging the ticket staff. This
 * quote is the only way staff read a conversation; the conversation itself stays closed to them.
 */
export async function reportConversation(
  db: Database,
  events: ChatEvents,
  member: Member,
  name: string,
): Promise<{ name: string; number: number }> {
  assertNotBanned(member);
  const conversation = await conversationForMember(db, member, name);
  const latest = (await latestMessagesOf(db, name, REPORT_QUOTED_MESSAGES)).reverse();
  const others = conversation.parties
    .filter((party) => party.user.id !== member.id)
    .map((party) => party.user.name);
  const ticket = await createTicket(db, member.id);
  const staff = await ticketStaffIds(db);
  await Promise.all([member.id, ...staff].map((id) => events.memberChanged(id)));
  events.posted(
    await postAsBot(
      db,
      ticket.name,
      reportQuote(member.name, others, latest),
      staff.filter((id) => id !== member.id),
    ),
  );
  return { name: ticket.name, number: ticket.number };
}
