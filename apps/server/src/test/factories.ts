import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { withRoles, type RoleKey, type BadgeTier } from '@bbt/domain';
import type { Database } from '../db/client';
import { pushSubscriptions, sessions, users } from '../db/schema';
import { ROLE_COLUMNS } from '../modules/users/present';

/** A member built for a test, with the roles and discipline dates it needs. */
export async function createMember(
  db: Database,
  input: {
    name: string;
    roles?: RoleKey[];
    banUntil?: Date;
    muteUntil?: Date;
    marketingCv?: string;
    badgeTier?: BadgeTier;
  },
) {
  const id = `test-${randomUUID()}`;
  const flags = withRoles(...(input.roles ?? ['free_member']));
  const roleColumns = Object.fromEntries(
    Object.entries(ROLE_COLUMNS).map(([key, column]) => [column, flags[key as RoleKey]]),
  );
  const [row] = await db
    .insert(users)
    .values({
      id,
      name: input.name,
      email: `${id}@example.com`,
      ...roleColumns,
      ...(input.banUntil && { banUntil: input.banUntil }),
      ...(input.muteUntil && { muteUntil: input.muteUntil }),
      ...(input.marketingCv && { marketingCv: input.marketingCv }),
      ...(input.badgeTier && { badgeTier: input.badgeTier }),
    })
    .returning();
  if (!row) throw new Error('member not created');
  return row;
}

/**
 * A member with one push device, written directly (a push service's subscription, as a
 * browser's PushSubscription.toJSON() gives it). Answers the member and the device's row id.
 */
export async function createMemberWithDevice(
  db: Database,
  input: Parameters<typeof createMember>[1],
  subscription: { endpoint: string; keys: { p256dh: string; auth: string }; label: string },
) {
  const member = await createMember(db, input);
  const { endpoint, keys, label } = subscription;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId: member.id, endpoint, label, ...keys })
    .returning({ id: pushSubscriptions.id });
  return { member, deviceRowId: row!.id };
}

/**
 * A session cookie for any member, made the way better-auth makes its own: a session row and
 * the token signed with the app's secret (HMAC-SHA256, base64). Dev sign-in only knows the
 * seeded personas; tests need members of every shape.
 */
export async function sessionCookieFor(
  db: Database,
  secret: string,
  userId: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
