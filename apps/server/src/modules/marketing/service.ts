import {
  type BadgeTier,
  canAfford,
  COPY,
  holdsProduct,
  inviteClaimOpen,
  SIGNUP_CREDIT,
  unitPrice,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { listProductsForSale } from '../catalog';
import { type ChatEvents, postAsBot } from '../chat';
import { grantProducts, holdingsOf, loadCurrentUser, lockUser, type UserRow } from '../users';
import {
  countVisit,
  dailyFiguresSince,
  findInviterById,
  insertVisit,
  joinMarketingTeam,
  lockInvitePair,
  recordInvite,
  spendCredits,
} from './repo';

const HISTORY_DAYS = 30;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Joins the marketing team (spec §4): marketing on, counters zeroed, a welcome in marketing_chat. */
export async function applyToMarketing(
  db: Database,
  events: ChatEvents,
  userId: string,
  cv: string,
) {
  const row = await joinMarketingTeam(db, userId, cv);
  if (!row) throw conflict(COPY.server.marketing.alreadyMember, 'already_member');
  events.posted(
    await postAsBot(
      db,
      'marketing_chat',
      `Welcome @${row.name.replace(/\s+/g, '')} to the marketing team!`,
    ),
  );
  await events.memberChanged(userId);
  return row;
}

/** A marketer's running totals, and their last 30 days day by day for the chart. */
export async function marketerFigures(db: Database, userId: string) {
  const user = await loadCurrentUser(db, userId);
  return {
    stats: { visits: user.visits, signups: user.signups, sales: user.sales, credits: user.credits },
    history: await marketingHistory(db, userId),
  };
}

/** Daily visits, signups, sales and credits earned over the last 30 days. */
async function marketingHistory(db: Database, inviterId: string) {
  const since = new Date(Date.now() - HISTORY_DAYS * 86_400_000);
  const { visits, signups, sales } = await dailyFiguresSince(db, inviterId, since);
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) =>
    dayOf(new Date(Date.now() - (HISTORY_DAYS - 1 - i) * 86_400_000)),
  );
  return days.map((day) => {
    const signed = signups.find((s) => s.day === day)?.n ?? 0;
    const sold = sales.find((s) => s.day === day);
    return {
      day,
      visits: visits.find((v) => v.day === day)?.n ?? 0,
      signups: signed,
      sales: sold?.n ?? 0,
      credits: Math.round((signed * SIGNUP_CREDIT + (sold?.credits ?? 0)) * 100) / 100,
    };
  });
}

export async function findInviter(db: Database, inviteId: string): Promise<UserRow> {
  const row = await findInviterById(db, inviteId);
  if (!row) throw notFound(COPY.server.marketing.noSuchInvite);
  return row;
}

/** Counts a visit once per visitor per inviter per day, so reloading can't inflate it. */
export async function recordVisit(
  db: Database,
  inviteId: string,
  visitor: string,
): Promise<boolean> {
  const inviter = await findInviter(db, inviteId);
  return db.transaction(async (tx) => {
    if (!(await insertVisit(tx, { inviterId: inviter.id, visitor, day: dayOf(new Date()) })))
      return false;
    await countVisit(tx, inviter.id);
    return true;
  });
}

/**
 * Records the inviter of a member who signed in after following an invite (ruling 14): at most
 * once per member, never themselves, only in the member's first days (decision 0015) and never
 * someone the member invited. The inviter gets a signup and 0.1 credit. A repeated claim is a
 * no-op.
 */
export async function claimInvite(
  db: Database,
  userId: string,
  inviteId: string,
): Promise<boolean> {
  if (inviteId === userId) return false;
  const inviter = await findInviter(db, inviteId).catch(() => undefined);
  if (!inviter) return false;
  return db.transaction(async (tx) => {
    // Both rows are locked: of two claims between the same pair, the second then sees the
    // first's inviter and is refused as mutual.
    const pair = await lockInvitePair(tx, userId, inviter.id);
    const member = pair.find((row) => row.id === userId);
    const locked = pair.find((row) => row.id === inviter.id);
    if (!member || !locked || member.inviterId !== null) return false;
    if (locked.inviterId === userId) throw conflict(COPY.invite.mutual, 'mutual_invite');
    if (!inviteClaimOpen(member.createdAt, new Date())) {
      throw new AppError(403, 'invite_claim_closed', COPY.invite.claimClosed);
    }
    await recordInvite(tx, { userId, inviterId: inviter.id, credit: SIGNUP_CREDIT });
    return true;
  });
}

/** The marketer's credits and what they can spend them on (the route admits marketers only). */
export async function redeemableProducts(db: Database, userId: string) {
  const user = await loadCurrentUser(db, userId);
  const holdings = holdingsOf(user);
  const now = new Date();
  return {
    credits: user.credits,
    products: (await listProductsForSale(db)).map((p) => ({
      key: p.key,
      title: p.title,
      imageUrl: p.imageUrl,
      price: unitPrice(p),
      owned: holdsProduct(p, holdings, now),
      tiers: p.tiers.map(({ tier, title, price }) => ({ tier, title, price })),
    })),
  };
}

/**
 * Spends a marketer's credits on a product (spec §4 "Redeem"): in one transaction the credits
 * are taken only if there are enough (a conditional update, so concurrent redeems can never take
 * the balance below zero), then the product is granted.
 */
export async function redeem(
  db: Database,
  events: ChatEvents,
  userId: string,
  input: { product: string; tier?: BadgeTier | undefined },
) {
  const product = (await listProductsForSale(db)).find((p) => p.key === input.product);
  if (!product) throw notFound(COPY.server.catalog.noSuchProduct);
  if (input.tier !== undefined && !product.tiers.some((t) => t.tier === input.tier)) {
    throw new AppError(
      400,
      'invalid_tier',
      COPY.server.catalog.noSuchTier(product.key, input.tier),
    );
  }
  const price = unitPrice(product, input.tier ?? null);
  const credits = await db.transaction(async (tx) => {
    // The member's row is locked for the check and the spend: concurrent redeems queue here, so
    // none pays twice for one product and the balance can never go below zero.
    const locked = await lockUser(tx, userId);
    if (!locked) throw notFound(COPY.server.users.accountGone);
    if (holdsProduct(product, holdingsOf(locked), new Date())) {
      throw conflict(COPY.server.catalog.alreadyOwned(product.title), 'already_owned');
    }
    if (!canAfford(locked.credits, price)) {
      throw new AppError(402, 'not_enough_credits', COPY.marketing.notEnoughCredits);
    }
    const left = await spendCredits(tx, userId, price);
    await grantProducts(tx, userId, [{ role: product.role, tier: input.tier ?? null }], new Date());
    return left;
  });
  await events.memberChanged(userId);
  return { message: COPY.marketing.redeemed, credits };
}
