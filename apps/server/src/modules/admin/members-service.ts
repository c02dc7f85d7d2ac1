import { canDiscipline, type RoleKey } from '@bbt/domain';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { assertAllowed } from '../../plugins/authorize';
import type { Member } from '../users';
import { listAudit, recordAudit } from '../moderation';
import {
  changeRoleAsStaff,
  findUserById,
  lockUser,
  roleFlagsOf,
  withPremiumChecked,
} from '../users';
import { endRestriction, listRecentOrdersOf } from './members-repo';

export { countMembers, searchMembers } from './members-repo';

const HISTORY_SHOWN = 100;
const ORDERS_SHOWN = 50;

/** A member's whole record: the row (premium checked), inviter, newest orders and history. */
export async function loadMemberRecord(db: Database, id: string) {
  const found = await findUserById(db, id);
  if (!found || found.isBot) throw notFound('No such member');
  const row = await withPremiumChecked(db, found);
  const inviter = row.inviterId ? await findUserById(db, row.inviterId) : undefined;
  const orders = await listRecentOrdersOf(db, id, ORDERS_SHOWN);
  const history = await listAudit(db, { targetId: id, limit: HISTORY_SHOWN });
  return { row, inviter, orders, history };
}

/** Gives or removes a role as staff may (recorded in the audit log); a refusal is a 403. */
export async function changeMemberRole(
  db: Database,
  change: { actor: Member; targetId: string; role: RoleKey; granted: boolean },
): Promise<void> {
  const refusal = await changeRoleAsStaff(db, change);
  if (refusal) throw forbidden(refusal);
}

/** Lifts a ban or a mute now, with the same authority as /ban and /mute. */
export function liftRestriction(
  db: Database,
  actor: Member,
  targetId: string,
  restriction: 'ban' | 'mute',
): Promise<void> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, targetId);
    if (!target || target.isBot) throw notFound('No such member');
    // The same authority as /ban and /mute: an admin can't lift what binds a founder or
    // another admin.
    assertAllowed(
      actor,
      ({ roles }) => canDiscipline(roles, roleFlagsOf(target)),
      "You can't lift a founder's or another admin's ban or mute.",
    );
    const now = new Date();
    const until = restriction === 'ban' ? target.banUntil : target.muteUntil;
    if (until <= now)
      throw conflict(
        restriction === 'ban' ? 'This member is not banned' : 'This member is not muted',
        'not_restricted',
      );
    await endRestriction(tx, target.id, restriction, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `lift-${restriction}`,
      targetId: target.id,
      details: { until: until.toISOString() },
    });
  });
}
