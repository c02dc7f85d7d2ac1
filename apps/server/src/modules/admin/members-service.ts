import {
  canDiscipline,
  COPY,
  creditAdjustmentRefusal,
  creditsAfter,
  SIGN_IN_LINK,
  type RoleKey,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { assertAllowed } from '../../plugins/authorize';
import type { Member } from '../users';
import type { Auth } from '../../plugins/auth';
import { listAudit, recordAudit } from '../audit';
import { sendSignInLink } from '../sign-in';
import {
  changeRoleAsStaff,
  findUserById,
  lockUser,
  roleFlagsOf,
  withPremiumChecked,
} from '../users';
import type { ChatEvents } from '../chat';
import { disciplineMember } from '../moderation';
import { endRestriction, listRecentOrdersOf, setCredits } from './members-repo';

export { searchMembers } from './members-repo';

const HISTORY_SHOWN = 100;
const ORDERS_SHOWN = 50;

/** A member's whole record: the row (premium checked), inviter, newest orders and history. */
export async function loadMemberRecord(db: Database, id: string) {
  const found = await findUserById(db, id);
  if (!found || found.isBot) throw notFound(COPY.server.users.noSuchMember);
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
    if (!target || target.isBot) throw notFound(COPY.server.users.noSuchMember);
    // The same authority as /ban and /mute: an admin can't lift what binds a founder or
    // another admin.
    assertAllowed(
      actor,
      ({ roles }) => canDiscipline(roles, roleFlagsOf(target)),
      COPY.server.admin.cannotLiftStaff,
    );
    const now = new Date();
    const until = restriction === 'ban' ? target.banUntil : target.muteUntil;
    if (until <= now)
      throw conflict(COPY.server.admin.notRestricted(restriction), 'not_restricted');
    await endRestriction(tx, target.id, restriction, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `lift-${restriction}`,
      targetId: target.id,
      details: { until: until.toISOString() },
    });
  });
}

/**
 * Mails a member a sign-in link from the console (decision 0040), as the member could ask for
 * one on the sign-in page, and records who sent it. The address's cap on links applies here
 * too: a 409 says so rather than mailing the member again.
 */
export async function resendSignInLink(
  deps: { db: Database; auth: Auth },
  actor: Member,
  targetId: string,
): Promise<string> {
  const target = await findUserById(deps.db, targetId);
  if (!target || target.isBot) throw notFound(COPY.server.users.noSuchMember);
  const outcome = await sendSignInLink(deps, target.email);
  if (outcome === 'no-member') throw conflict(COPY.server.admin.noAddress, 'no_address');
  if (outcome === 'address-limit')
    throw conflict(
      COPY.server.admin.tooManyLinks(SIGN_IN_LINK.perAddress, SIGN_IN_LINK.perAddressWindowMinutes),
      'too_many_links',
    );
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      actorId: actor.id,
      action: 'send-sign-in-link',
      targetId: target.id,
      details: { email: target.email },
    }),
  );
  return target.email;
}

/**
 * Gives or takes credits from the console with a reason, under the member's row lock, and
 * records the change, the reason and the balances in the audit log (decision 0057).
 */
export function adjustCredits(
  db: Database,
  actor: Member,
  targetId: string,
  input: { change: number; reason: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, targetId);
    if (!target || target.isBot) throw notFound(COPY.server.users.noSuchMember);
    const refusal = creditAdjustmentRefusal({
      actorId: actor.id,
      targetId: target.id,
      current: target.credits,
      change: input.change,
    });
    if (refusal) throw conflict(refusal, 'credit_adjustment_refused');
    const after = creditsAfter(target.credits, input.change);
    await setCredits(tx, target.id, after);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'credits',
      targetId: target.id,
      details: { change: input.change, reason: input.reason, before: target.credits, after },
    });
  });
}

/**
 * Bans a member from the console for some days with a reason, with the chat's /ban authority
 * and escalation (the third ban is for good); nothing is posted in a channel (decision 0057).
 */
export async function banFromConsole(
  deps: { db: Database; events: ChatEvents },
  actor: Member,
  targetId: string,
  input: { days: number; reason: string },
): Promise<void> {
  const target = await findUserById(deps.db, targetId);
  if (!target || target.isBot) throw notFound(COPY.server.users.noSuchMember);
  if (target.id === actor.id) throw conflict(COPY.server.admin.cannotBanSelf, 'own_account');
  assertAllowed(
    actor,
    ({ roles }) => canDiscipline(roles, roleFlagsOf(target)),
    COPY.server.admin.cannotBanStaff,
  );
  await disciplineMember(deps.db, deps.events, {
    actorId: actor.id,
    targetId: target.id,
    action: { kind: 'ban', days: input.days },
    channel: null,
    reason: input.reason,
  });
}
