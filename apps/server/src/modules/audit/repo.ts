import { and, desc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { auditLog } from './schema';

/** Records who did what to whom, in the transaction of the change itself. */
export async function recordAudit(
  tx: Tx,
  entry: {
    actorId: string | null;
    action: string;
    targetId?: string | null;
    channel?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    channel: entry.channel ?? null,
    details: entry.details ?? {},
  });
}

/** Audit entries, newest first, with the names of who acted and on whom. */
export async function listAudit(
  tx: Tx,
  filter: { limit: number; before?: number; action?: string; targetId?: string },
) {
  const target = alias(users, 'target');
  const rows = await tx
    .select({ entry: auditLog, actorName: users.name, targetName: target.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetId))
    .where(
      and(
        filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
        filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
        filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map(({ entry, actorName, targetName }) => ({
    ...entry,
    actorName,
    targetName,
    createdAt: entry.createdAt.toISOString(),
  }));
}
