import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, firebasePasswordHashes, pollVotes, users } from '../../db/schema';
import { createLocalStorage } from '../../plugins/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runImport } from './service';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bbt-import-members-'));
  t = await createTestApp({ DATA_DIR: path.join(dir, 'data') });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** A small export: auth.json's accounts and the users collection's documents. */
async function exportOf(name: string, authUsers: unknown[], userDocs: Record<string, object>) {
  const folder = path.join(dir, name);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'auth.json'), JSON.stringify({ users: authUsers }));
  const docs = Object.fromEntries(
    Object.entries(userDocs).map(([id, doc]) => [id, { ...doc, __collections__: {} }]),
  );
  await writeFile(
    path.join(folder, 'users.json'),
    JSON.stringify({ __collections__: { users: docs } }),
  );
  return folder;
}

const importFolder = (folder: string) =>
  runImport({
    db: t.db,
    storage: createLocalStorage(path.join(t.config.dataDir, 'uploads')),
    folder,
    dryRun: false,
    startedBy: 'test',
  });

const member = (id: string) => t.db.query.users.findFirst({ where: eq(users.id, id) });

describe('members of the old app meeting members of this one', () => {
  it("never hands an account here to an old account whose address isn't verified", async () => {
    await t.db.insert(users).values({
      id: 'victim',
      name: 'Victim',
      email: 'victim@example.com',
      emailVerified: true,
      credits: 7,
    });
    const folder = await exportOf(
      'takeover',
      [
        {
          localId: 'old-attacker',
          email: 'victim@example.com',
          emailVerified: false,
          providerUserInfo: [{ providerId: 'facebook.com', rawId: 'fb-attacker' }],
        },
      ],
      { 'old-attacker': { email: 'victim@example.com', admin: true, credits: 500 } },
    );
    const { report } = await importFolder(folder);
    expect(report.entities['auth accounts']).toMatchObject({ imported: 0, skipped: 1 });
    expect(
      await t.db.select().from(accounts).where(eq(accounts.accountId, 'fb-attacker')),
    ).toHaveLength(0);
    expect(await member('victim')).toMatchObject({ credits: 7, admin: false });
  });

  it('takes roles and credits again only when the old app changed them', async () => {
    const account = { localId: 'old-spender', email: 'spender@example.com', displayName: 'Sam' };
    const first = await exportOf('spender-1', [account], {
      'old-spender': { premium_signals: true, credits: 10, general: '2' },
    });
    await importFolder(first);
    expect(await member('old-spender')).toMatchObject({ credits: 10, premiumSignals: true });

    // Spent here, and the signals ended here; the next export only moved the unread counter.
    await t.db
      .update(users)
      .set({ credits: 0, premiumSignals: false })
      .where(eq(users.id, 'old-spender'));
    const second = await exportOf('spender-2', [account], {
      'old-spender': { premium_signals: true, credits: 10, general: '5' },
    });
    await importFolder(second);
    expect(await member('old-spender')).toMatchObject({ credits: 0, premiumSignals: false });

    // The old app gave them credits since: its figures are the authority again.
    const third = await exportOf('spender-3', [account], {
      'old-spender': { premium_signals: true, credits: 25, general: '5' },
    });
    await importFolder(third);
    expect(await member('old-spender')).toMatchObject({ credits: 25, premiumSignals: true });
  });

  it('adds roles and, once, credits to a member who already uses the product (verified email)', async () => {
    await t.db.insert(users).values({
      id: 'early',
      name: 'Early Bird',
      email: 'early@example.com',
      emailVerified: true,
      credits: 3,
    });
    const folder = await exportOf(
      'early',
      [
        {
          localId: 'old-early',
          email: 'early@example.com',
          emailVerified: true,
          displayName: 'Old Name',
          providerUserInfo: [
            { providerId: 'google.com', rawId: 'g-early', email: 'early@example.com' },
          ],
        },
      ],
      { 'old-early': { crypto: true, credits: 40, warn: 2 } },
    );
    await importFolder(folder);
    expect(await member('early')).toMatchObject({
      name: 'Early Bird',
      credits: 43,
      crypto: true,
      warn: 0,
    });
    const [linked] = await t.db.select().from(accounts).where(eq(accounts.accountId, 'g-early'));
    expect(linked?.userId).toBe('early');
    // A newer export: a newer name leaves theirs alone, new roles come, credits never twice.
    const renamed = await exportOf(
      'early-2',
      [
        {
          localId: 'old-early',
          email: 'early@example.com',
          emailVerified: true,
          displayName: 'Newer',
        },
      ],
      { 'old-early': { crypto: true, stocks: true, credits: 50, warn: 2 } },
    );
    await importFolder(renamed);
    expect(await member('early')).toMatchObject({ name: 'Early Bird', credits: 43, stocks: true });
  });

  it('keeps the votes members cast here when a newer export changes the poll', async () => {
    const account = { localId: 'old-voter', email: 'voter@example.com', emailVerified: true };
    const pollOf = (header: string) => ({
      header,
      text: 'Pick one',
      option1: 'Crypto',
      option2: 'Forex',
      createdAt: '2026-01-05T10:00:00Z',
    });
    const first = await exportOf('poll-1', [account], { 'old-voter': {} });
    await writeFile(
      path.join(first, 'polls.json'),
      JSON.stringify({
        __collections__: { polls: { p1: { ...pollOf('Next topic?'), __collections__: {} } } },
      }),
    );
    await importFolder(first);
    const [poll] = await t.db.select({ pollId: pollVotes.pollId }).from(pollVotes);
    expect(poll).toBeUndefined();
    const polls = await t.db.query.polls.findMany();
    const pollId = polls.at(-1)!.id;
    await t.db.insert(pollVotes).values({ pollId, userId: 'old-voter', option: 2 });

    const second = await exportOf('poll-2', [account], { 'old-voter': {} });
    await writeFile(
      path.join(second, 'polls.json'),
      JSON.stringify({
        __collections__: {
          polls: { p1: { ...pollOf('Next topic, again?'), __collections__: {} } },
        },
      }),
    );
    await importFolder(second);
    expect(
      (await t.db.query.polls.findFirst({ where: (p, { eq: is }) => is(p.id, pollId) }))?.header,
    ).toBe('Next topic, again?');
    expect(await t.db.select().from(pollVotes).where(eq(pollVotes.pollId, pollId))).toMatchObject([
      { userId: 'old-voter', option: 2 },
    ]);
  });

  it('keeps an old password hash only for a member it made, as the newest export has it', async () => {
    await t.db.insert(users).values({
      id: 'pw-here',
      name: 'Already Here',
      email: 'pw-here@example.com',
      emailVerified: true,
    });
    const withPassword = (localId: string, email: string, passwordHash: string) => ({
      localId,
      email,
      emailVerified: true,
      passwordHash,
      salt: 'c2FsdA==',
    });
    const kept = async () =>
      (await t.db.select().from(firebasePasswordHashes))
        .filter((row) => ['old-pw', 'old-pw-here', 'old-garbled'].includes(row.userId))
        .map((row) => [row.userId, row.passwordHash]);

    const { report } = await importFolder(
      await exportOf(
        'passwords-1',
        [
          withPassword('old-pw', 'pw@example.com', 'aGFzaA=='),
          // A member who already uses the product: an export adds no way into their account.
          withPassword('old-pw-here', 'pw-here@example.com', 'aGFzaA=='),
          withPassword('old-garbled', 'garbled@example.com', 'not base64!'),
        ],
        {},
      ),
    );
    expect(await kept()).toEqual([['old-pw', 'aGFzaA==']]);
    expect(report.entities['auth accounts']?.notes.map((n) => n.examples)).toContainEqual([
      'old-garbled',
    ]);

    // The old app changed the password before the move: the newer hash replaces the kept one.
    await importFolder(
      await exportOf('passwords-2', [withPassword('old-pw', 'pw@example.com', 'bmV3ZXI=')], {}),
    );
    expect(await kept()).toEqual([['old-pw', 'bmV3ZXI=']]);
    // The account has no password any more (only a provider): nothing is kept.
    await importFolder(
      await exportOf('passwords-3', [{ localId: 'old-pw', email: 'pw@example.com' }], {}),
    );
    expect(await kept()).toEqual([]);
  });

  it('finishes a re-run whose account says nothing new about a member', async () => {
    await importFolder(
      await exportOf('quiet-1', [{ localId: 'old-quiet', email: 'quiet@example.com' }], {}),
    );
    const again = await importFolder(await exportOf('quiet-2', [{ localId: 'old-quiet' }], {}));
    expect(again.report.entities['auth accounts']).toMatchObject({ updated: 1, skipped: 0 });
    expect((await member('old-quiet'))?.email).toBe('quiet@example.com');
  });

  it("links only the OpenID Connect provider named as this server's", async () => {
    const folder = await exportOf(
      'oidc',
      [
        {
          localId: 'old-oidc',
          email: 'oidc.user@example.com',
          providerUserInfo: [
            { providerId: 'oidc.other-issuer', rawId: 'sub-elsewhere' },
            { providerId: 'oidc.ours', rawId: 'sub-here' },
          ],
        },
      ],
      {},
    );
    await runImport({
      db: t.db,
      storage: createLocalStorage(path.join(t.config.dataDir, 'uploads')),
      folder,
      dryRun: false,
      startedBy: 'test',
      oidcProvider: 'oidc.ours',
    });
    const linked = await t.db.select().from(accounts).where(eq(accounts.userId, 'old-oidc'));
    expect(linked.map((a) => [a.providerId, a.accountId])).toEqual([['oidc', 'sub-here']]);
  });
});
