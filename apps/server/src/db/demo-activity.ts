import {
  canManageMeetings,
  canManageSignals,
  readSignalLevel,
  saleCommission,
  SIGNAL_TEXT_LIMITS,
  type BadgeTier,
} from '@bbt/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import type { DemoAuthor, DemoMarketing, DemoMeeting, DemoSignal } from './demo-conversation';
import {
  commissions,
  inviteVisits,
  meetings,
  orderLines,
  orders,
  products,
  productTiers,
  signals,
  users,
} from './schema';
import type { Member } from '../modules/users';

// What the demo community shows beside its conversation (decision 0036): the signals board,
// the learn page's meetings and the marketing persona's figures.

/** Content that breaks one of the app's rules: the demo is fixed, never written half-right. */
export class DemoContentError extends Error {
  override name = 'DemoContentError';
}

/** Who the demo's content names, and when "so many minutes before the first start" is. */
export interface DemoPeople {
  person(key: DemoAuthor): Member;
  at(minutesAgo: number): Date;
}

export async function writeDemoSignals(
  tx: Tx,
  demo: DemoPeople,
  list: DemoSignal[],
): Promise<void> {
  const rows = list.map((signal) => {
    const analyst = demo.person(signal.by);
    const entry = readSignalLevel('Entry', signal.entry);
    const exit = readSignalLevel('Exit', signal.exit);
    // The lengths the signal routes take.
    const longer = (text: string | null | undefined, limit: number) => (text?.length ?? 0) > limit;
    const tooLong =
      longer(signal.name, SIGNAL_TEXT_LIMITS.name) ||
      longer(signal.profit, SIGNAL_TEXT_LIMITS.profit) ||
      longer(signal.closed?.position, SIGNAL_TEXT_LIMITS.position) ||
      longer(signal.closed?.pl, SIGNAL_TEXT_LIMITS.pl);
    if (!canManageSignals(analyst) || entry.problem || exit.problem || tooLong)
      throw new DemoContentError(`demo signal ${signal.name}: breaks the signals' rules`);
    return {
      name: signal.name,
      entry: entry.value,
      entryDecimals: entry.decimals,
      exit: exit.value,
      exitDecimals: exit.decimals,
      profit: signal.profit,
      analystId: analyst.id,
      createdAt: demo.at(signal.at),
      active: !signal.closed,
      position: signal.closed?.position ?? null,
      pl: signal.closed?.pl ?? null,
      closedAt: signal.closed ? demo.at(signal.closed.at) : null,
    };
  });
  await tx.insert(signals).values(rows);
}

export async function writeDemoMeetings(
  tx: Tx,
  demo: DemoPeople,
  list: DemoMeeting[],
): Promise<void> {
  const rows = list.map((meeting) => {
    const creator = demo.person(meeting.by);
    if (!canManageMeetings(creator) || !/^https?:\/\//.test(meeting.link))
      throw new DemoContentError(`demo meeting "${meeting.title}": breaks the meetings' rules`);
    const startsAt = demo.at(-meeting.startsIn);
    const ended = meeting.lasted !== undefined;
    return {
      title: meeting.title,
      provider: meeting.provider,
      link: meeting.link,
      exclusive: meeting.exclusive,
      status: ended ? ('ended' as const) : ('scheduled' as const),
      startsAt,
      createdBy: creator.id,
      createdAt: new Date(startsAt.getTime() - 3 * 86_400_000),
      startedAt: ended ? startsAt : null,
      endedAt: ended ? new Date(startsAt.getTime() + (meeting.lasted ?? 0) * 60_000) : null,
    };
  });
  await tx.insert(meetings).values(rows);
}

/**
 * The marketer's invite figures as the app records them: one visit per visitor and day, the
 * invited members' inviter, the sale an invitee paid (demo provider) with its commission.
 */
export async function writeDemoMarketing(
  tx: Tx,
  demo: DemoPeople,
  marketing: DemoMarketing,
): Promise<void> {
  const inviter = demo.person(marketing.inviter);
  const days = marketing.visitsPerDay;
  const visits = days.flatMap((count, day) =>
    Array.from({ length: count }, (_, n) => {
      const at = demo.at((days.length - 1 - day) * 1440 + n * 7);
      const visitor = `demo-visitor-${day}-${n}`;
      return { inviterId: inviter.id, visitor, day: at.toISOString().slice(0, 10), at };
    }),
  );
  await tx.insert(inviteVisits).values(visits);
  for (const signup of marketing.signups) {
    await tx
      .update(users)
      .set({ inviterId: inviter.id, invitedAt: demo.at(signup.at) })
      .where(eq(users.id, demo.person(signup.member).id));
  }
  for (const [index, sale] of marketing.sales.entries()) {
    const buyer = demo.person(sale.buyer);
    const [product] = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.key, sale.product));
    const price = await tierPrice(tx, product?.id, sale.tier);
    if (!product || price === undefined)
      throw new DemoContentError(`demo sale: no ${sale.product} tier ${sale.tier} in the shop`);
    const orderId = `demo-order-${index + 1}`;
    const paidAt = demo.at(sale.at);
    await tx.insert(orders).values({
      id: orderId,
      userId: buyer.id,
      provider: 'demo',
      providerOrderId: `DEMO-SEED-${index + 1}`,
      status: 'completed',
      amount: price,
      currency: 'USD',
      createdAt: new Date(paidAt.getTime() - 120_000),
      completedAt: paidAt,
    });
    await tx.insert(orderLines).values({
      orderId,
      productId: product.id,
      productKey: sale.product,
      title: product.title,
      tier: sale.tier,
      unitPrice: price,
    });
    await tx.insert(commissions).values({
      orderId,
      inviterId: inviter.id,
      inviteeId: buyer.id,
      credits: saleCommission(price),
      createdAt: paidAt,
    });
  }
  await tx
    .update(users)
    .set({
      visits: sql`${users.visits} + ${visits.length}`,
      signups: sql`${users.signups} + ${marketing.signups.length}`,
      sales: sql`${users.sales} + ${marketing.sales.length}`,
    })
    .where(eq(users.id, inviter.id));
}

async function tierPrice(tx: Tx, productId: number | undefined, tier: BadgeTier) {
  if (productId === undefined) return undefined;
  const [row] = await tx
    .select({ price: productTiers.price })
    .from(productTiers)
    .where(and(eq(productTiers.productId, productId), eq(productTiers.tier, tier)));
  return row?.price;
}
