import type { ProductFile } from '@bbt/domain';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import { licenseKeys, productFiles } from './schema';

export type LicenseKeyRow = typeof licenseKeys.$inferSelect;
export type ProductFileRow = typeof productFiles.$inferSelect;

export async function findProductFile(tx: Tx, file: ProductFile) {
  const [row] = await tx.select().from(productFiles).where(eq(productFiles.file, file)).limit(1);
  return row;
}

/** Points the product's file at newly stored bytes; returns the storage key it held before. */
export async function replaceProductFile(
  tx: Tx,
  row: Omit<ProductFileRow, 'updatedAt'>,
): Promise<string | undefined> {
  const [before] = await tx
    .select({ storageKey: productFiles.storageKey })
    .from(productFiles)
    .where(eq(productFiles.file, row.file))
    .for('update');
  await tx
    .insert(productFiles)
    .values(row)
    .onConflictDoUpdate({
      target: productFiles.file,
      set: {
        storageKey: row.storageKey,
        bytes: row.bytes,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    });
  return before?.storageKey;
}

export async function insertLicenseKeys(
  tx: Tx,
  rows: Array<Omit<LicenseKeyRow, 'createdAt' | 'revokedAt'>>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(licenseKeys).values(rows);
}

export function listLicenseKeysOf(tx: Tx, orderIds: string[]): Promise<LicenseKeyRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(licenseKeys)
    .where(inArray(licenseKeys.orderId, orderIds))
    .orderBy(asc(licenseKeys.createdAt));
}

/** The key with the title of the product it was issued with, and whether its order is paid. */
export async function findLicenseKey(tx: Tx, key: string) {
  const [row] = await tx
    .select({
      revokedAt: licenseKeys.revokedAt,
      orderStatus: orders.status,
      title: orderLines.title,
    })
    .from(licenseKeys)
    .innerJoin(orders, eq(orders.id, licenseKeys.orderId))
    .innerJoin(
      orderLines,
      and(
        eq(orderLines.orderId, licenseKeys.orderId),
        eq(orderLines.productKey, licenseKeys.productKey),
      ),
    )
    .where(eq(licenseKeys.key, key))
    .limit(1);
  return row;
}

export async function revokeLicenseKeysOf(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(licenseKeys)
    .set({ revokedAt: now })
    .where(and(eq(licenseKeys.orderId, orderId), isNull(licenseKeys.revokedAt)));
}

export async function setTradingViewUsername(tx: Tx, orderId: string, username: string) {
  await tx.update(orders).set({ tradingViewUsername: username }).where(eq(orders.id, orderId));
}

/** Paid orders whose TradingView invite is still to be sent, oldest first, with their buyer. */
export function listPendingHandSteps(tx: Tx, limit: number) {
  return tx
    .select({
      orderId: orders.id,
      createdAt: orders.createdAt,
      completedAt: orders.completedAt,
      tradingViewUsername: orders.tradingViewUsername,
      buyerName: users.name,
      buyerEmail: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        isNotNull(orders.tradingViewUsername),
        isNull(orders.handStepDoneAt),
        eq(orders.status, 'completed'),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Marks the paid order's hand step done, once: returns the order with its buyer's address when
 * this call did it, undefined when there was none to do (unknown, unpaid, done already).
 */
export async function markHandStepDone(tx: Tx, orderId: string, staffId: string, now: Date) {
  const [done] = await tx
    .update(orders)
    .set({ handStepDoneAt: now, handStepDoneBy: staffId })
    .where(
      and(
        eq(orders.id, orderId),
        isNotNull(orders.tradingViewUsername),
        isNull(orders.handStepDoneAt),
        eq(orders.status, 'completed'),
      ),
    )
    .returning({ id: orders.id, userId: orders.userId, username: orders.tradingViewUsername });
  if (!done) return undefined;
  const [buyer] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, done.userId));
  return { ...done, buyer };
}
