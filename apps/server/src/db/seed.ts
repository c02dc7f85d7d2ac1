import { inArray, sql } from 'drizzle-orm';
import { withRoles, type RoleKey } from '@bbt/domain';
import type { Database } from './client';
import { bannedWords, faqs, messages, products, productTiers, testimonials, users } from './schema';
import {
  BADGE_TIERS,
  BANNED_WORDS,
  BOT,
  DEMO_PERSONAS,
  FAQS,
  PRODUCTS,
  STARTER_MESSAGES,
  TESTIMONIALS,
} from './seed-content';
import { ROLE_COLUMNS } from '../modules/users/present';

/**
 * How old the demo personas' accounts say they are. They are created at the first start, and a
 * day-old account may not start a direct message yet (decision 0066), while a week-old one may
 * no longer claim its inviter (ruling 14): two days old, a fresh demo shows both at once. Demo
 * data only; real accounts keep their true date.
 */
const DEMO_PERSONA_AGE_MS = 2 * 24 * 3_600_000;

/** The role columns of a seeded member holding exactly these roles (the defaults grant more). */
export function roleColumns(roles: readonly RoleKey[]) {
  const flags = withRoles(...roles);
  return Object.fromEntries(
    Object.entries(ROLE_COLUMNS).map(([key, column]) => [column, flags[key as RoleKey]]),
  ) as Record<(typeof ROLE_COLUMNS)[RoleKey], boolean>;
}

/**
 * Idempotent: every insert is keyed on a natural unique column and skips rows that exist, so a
 * restart never duplicates data and never overwrites what the founder has since edited.
 * Demo personas exist only outside production.
 */
export async function seedDatabase(db: Database, options: { demoUsers: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    // No conflict target: instances seeding at once collide on any unique column of a
    // product (key, name in URL), and each such row already exists.
    await tx.insert(products).values(PRODUCTS).onConflictDoNothing();
    const productIds = await tx.select({ id: products.id, key: products.key }).from(products);
    const badgeId = productIds.find((p) => p.key === 'badge')?.id;
    if (badgeId !== undefined) {
      await tx
        .insert(productTiers)
        .values(
          BADGE_TIERS.map(({ productKey: _unused, ...tier }) => ({ ...tier, productId: badgeId })),
        )
        .onConflictDoNothing();
    }
    await tx.insert(faqs).values(FAQS).onConflictDoNothing({ target: faqs.header });

    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(testimonials);
    if (count === 0) await tx.insert(testimonials).values(TESTIMONIALS);

    await tx
      .insert(users)
      .values({
        ...BOT,
        isBot: true,
        emailVerified: true,
        freeMember: false,
        premiumSignals: false,
      })
      .onConflictDoNothing({ target: users.id });

    const usedChannels = await tx
      .selectDistinct({ channel: messages.channel })
      .from(messages)
      .where(inArray(messages.channel, [...new Set(STARTER_MESSAGES.map((m) => m.channel))]));
    const starters = STARTER_MESSAGES.filter(
      (message) => !usedChannels.some((used) => used.channel === message.channel),
    );
    if (starters.length > 0) {
      await tx
        .insert(messages)
        .values(
          starters.map(({ channel, clientId, text }) => ({
            channel,
            clientId,
            text,
            userId: BOT.id,
          })),
        )
        .onConflictDoNothing();
    }

    const [{ words } = { words: 0 }] = await tx
      .select({ words: sql<number>`count(*)::int` })
      .from(bannedWords);
    if (words === 0) await tx.insert(bannedWords).values(BANNED_WORDS.map((word) => ({ word })));

    if (options.demoUsers) {
      const joined = new Date(Date.now() - DEMO_PERSONA_AGE_MS);
      await tx
        .insert(users)
        .values(
          DEMO_PERSONAS.map((persona) => ({
            id: persona.id,
            name: persona.name,
            email: persona.email,
            image: persona.image,
            emailVerified: true,
            credits: Number(persona.credits),
            badgeTier: persona.roles.includes('blue_badge_trader') ? (3 as const) : null,
            ...roleColumns(persona.roles),
            createdAt: joined,
          })),
        )
        .onConflictDoNothing({ target: users.id });
    }
  });
}
