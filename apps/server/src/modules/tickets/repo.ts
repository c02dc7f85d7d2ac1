import { TICKET_STAFF_ROLES, ticketSlug, type TicketInfo } from '@bbt/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { noteWrite, writeTopics } from '../../db/committed-writes';
import { containsIgnoringCase } from '../../db/like-patterns';
import { users } from '../../db/schema';
import { ticketNumbering, tickets } from './schema';
import { ROLE_COLUMNS } from '../users';

export type TicketRow = typeof tickets.$inferSelect;

export async function findTicketByName(tx: Tx, name: string): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.name, name)).limit(1);
  return row;
}

export const ticketInfo = (row: TicketRow): TicketInfo => ({
  openerId: row.openerId,
  open: row.open,
});

/**
 * Opens a ticket named after the next number: ticket00, ticket01, ... The number is taken in the
 * same transaction as the ticket is stored (a savepoint inside the caller's), so a creation that
 * fails or is rolled back leaves no gap.
 */
export function createTicket(tx: Tx, openerId: string): Promise<TicketRow> {
  return tx.transaction(async (inner) => {
    const [taken] = await inner
      .update(ticketNumbering)
      .set({ nextNumber: sql`${ticketNumbering.nextNumber} + 1` })
      .returning({ number: sql<number>`${ticketNumbering.nextNumber} - 1` });
    if (!taken) throw new Error('ticket_numbering has no row');
    const [row] = await inner
      .insert(tickets)
      .values({ number: taken.number, name: ticketSlug(taken.number), openerId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    noteWrite(inner, writeTopics.directory);
    return row;
  });
}

/** Open tickets of one member, or every ticket (open ones first) for staff. */
export function listTickets(tx: Tx, scope: { openerId: string } | 'all'): Promise<TicketRow[]> {
  const where =
    scope === 'all' ? undefined : and(eq(tickets.openerId, scope.openerId), eq(tickets.open, true));
  return tx.select().from(tickets).where(where).orderBy(asc(tickets.number));
}

/** Reopens a closed ticket; false when it was not closed (already reopened meanwhile). */
export async function reopenTicket(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(tickets)
    .set({ open: true, closedAt: null, closedBy: null })
    .where(and(eq(tickets.id, id), eq(tickets.open, false)))
    .returning({ id: tickets.id });
  noteWrite(tx, writeTopics.directory);
  return rows.length > 0;
}

const closer = alias(users, 'closer');

/**
 * Closed tickets, most recently closed first, with who opened and who closed each; `search`
 * finds a ticket by its name or number (ticket07, 07, 7) or by its opener's name; `openerId`,
 * when given, keeps that member's own.
 */
export function listClosedTickets(
  tx: Tx,
  { search, openerId }: { search: string; openerId: string | null },
  limit: number,
) {
  return tx
    .select({
      name: tickets.name,
      number: tickets.number,
      openerName: users.name,
      closedAt: tickets.closedAt,
      closedByName: closer.name,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.openerId))
    .leftJoin(closer, eq(closer.id, tickets.closedBy))
    .where(
      and(
        eq(tickets.open, false),
        openerId ? eq(tickets.openerId, openerId) : undefined,
        search
          ? or(containsIgnoringCase(tickets.name, search), containsIgnoringCase(users.name, search))
          : undefined,
      ),
    )
    .orderBy(desc(tickets.closedAt), desc(tickets.number))
    .limit(limit);
}

export async function closeTicket(tx: Tx, id: number, closedBy: string): Promise<boolean> {
  const rows = await tx
    .update(tickets)
    .set({ open: false, closedAt: sql`now()`, closedBy })
    .where(and(eq(tickets.id, id), eq(tickets.open, true)))
    .returning({ id: tickets.id });
  noteWrite(tx, writeTopics.directory);
  return rows.length > 0;
}

/** Members who hold a role of the domain's ticket staff (`canReadAllTickets`), as SQL. */
const isTicketStaff = or(...TICKET_STAFF_ROLES.map((role) => eq(users[ROLE_COLUMNS[role]], true)));

/** Everyone who reads every ticket (ruling 5). */
export async function ticketStaffIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(isTicketStaff);
  return rows.map((r) => r.id);
}

/** Who may be among a ticket's readers: its opener and the ticket staff, by name. */
export function listTicketReaderCandidates(tx: Tx, openerId: string) {
  return tx
    .select()
    .from(users)
    .where(or(eq(users.id, openerId), isTicketStaff))
    .orderBy(asc(users.name));
}
