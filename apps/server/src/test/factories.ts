import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { withRoles, type RoleKey, type BadgeTier } from '@bbt/domain';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
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
