import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { conflict } from '../../errors';
import { renderTradingViewInvite, type MailOutbox } from '../mail';
import { listPendingHandSteps, markHandStepDone } from './repo';

const QUEUE_SHOWN = 200;

/** The console's fulfilment queue: paid orders whose TradingView invite is still to be sent. */
export async function pendingHandSteps(db: Database) {
  const rows = await listPendingHandSteps(db, QUEUE_SHOWN);
  return rows.map((row) => ({
    orderId: row.orderId,
    paidAt: (row.completedAt ?? row.createdAt).toISOString(),
    tradingViewUsername: row.tradingViewUsername ?? '',
    buyer: { name: row.buyerName, email: row.buyerEmail },
  }));
}

/**
 * The staff member shared the script with the buyer's username: the order leaves the queue and
 * the buyer is told, in one transaction, so the mail exists exactly when the step is recorded.
 */
export async function completeHandStep(
  db: Database,
  outbox: MailOutbox,
  input: { orderId: string; staffId: string; publicUrl: string },
) {
  await db.transaction(async (tx) => {
    const done = await markHandStepDone(tx, input.orderId, input.staffId, new Date());
    if (!done?.buyer) throw conflict(COPY.server.delivery.noHandStep, 'no_hand_step');
    await outbox.write(tx, {
      kind: 'tradingview_invite',
      dedupeKey: `tradingview_invite:${done.id}`,
      to: done.buyer.email,
      ...renderTradingViewInvite({
        orderId: done.id,
        username: done.username ?? '',
        ordersUrl: `${input.publicUrl}/orders`,
      }),
    });
  });
}
