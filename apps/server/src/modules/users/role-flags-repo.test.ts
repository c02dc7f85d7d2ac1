import { ROLE_KEYS, type RoleKey } from '@bbt/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { packedRoleFlags, unpackRoleFlags, withoutRoleFlags } from './role-flags-repo';
import { memberColumns } from './repo';
import { users } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.drop();
});

describe("a member's role flags read as one value", () => {
  it('reads back every flag as the columns hold it, for each role alone and for none', async () => {
    const { db } = database.handle;
    const roleSets: RoleKey[][] = [
      [],
      ...ROLE_KEYS.map((role) => [role]),
      ['founder', 'premium_signals', 'forex', 'free_member'],
    ];
    const ids = [];
    for (const [i, roles] of roleSets.entries())
      ids.push((await createMember(db, { name: `Flags ${i}`, roles })).id);

    const columns = await db.select(memberColumns).from(users).where(inArray(users.id, ids));
    const packed = await db
      .select({ ...withoutRoleFlags(memberColumns), roleFlags: packedRoleFlags })
      .from(users)
      .where(inArray(users.id, ids));

    const byId = <Row extends { id: string }>(rows: Row[]) =>
      [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(packed.map(unpackRoleFlags))).toEqual(byId(columns));
    expect(new Set(packed.map((row) => row.roleFlags)).size).toBe(roleSets.length);
  });
});
