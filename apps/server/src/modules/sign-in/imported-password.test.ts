import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COPY } from '@bbt/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { accounts, firebasePasswordHashes } from './schema';
import { createLocalStorage } from '../../plugins/storage';
import { sessionCookieFor } from '../../test/factories';
import { createTestApp, sessionCookieFrom, signInAs, type TestApp } from '../../test/test-app';
import { runImport } from '../import/service';
import { FIREBASE_VECTOR } from './firebase-test-vector';

/** The server with the Firebase project's password-hash parameters, and one without them. */
let t: TestApp;
let withoutParameters: TestApp;
let dir: string;

/** firebase/scrypt's published account, as `firebase auth:export` writes it. */
const OLD_ACCOUNT = {
  localId: 'kYi4EvWQlQTKSfnJ3dRSP6IH3ed2',
  email: FIREBASE_VECTOR.email,
  emailVerified: false,
  passwordHash: FIREBASE_VECTOR.passwordHash,
  salt: FIREBASE_VECTOR.salt,
  displayName: 'Test User 1',
  createdAt: '1508893925000',
};
/** Another imported password member, for the wrong-password case (same vector, own address). */
const SECOND_ACCOUNT = { ...OLD_ACCOUNT, localId: 'second-old-member', email: 'user2@test.com' };

async function importAccounts(name: string, authUsers: object[]) {
  const folder = path.join(dir, name);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'auth.json'), JSON.stringify({ users: authUsers }));
  const { report } = await runImport({
    db: t.db,
    storage: createLocalStorage(path.join(t.config.dataDir, 'uploads')),
    folder,
    dryRun: false,
    startedBy: 'test',
  });
  return report;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bbt-imported-password-'));
  t = await createTestApp({ DATA_DIR: path.join(dir, 'data'), ...FIREBASE_VECTOR.env });
  withoutParameters = await createTestApp(
    { DATA_DIR: path.join(dir, 'data') },
    { sharedDatabase: t.database },
  );
  await importAccounts('first', [OLD_ACCOUNT, SECOND_ACCOUNT]);
});
afterAll(async () => {
  await withoutParameters.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const signIn = (app: TestApp, email: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: app.config.publicUrl },
    payload: { email, password },
  });

const keptHash = (userId: string) =>
  t.db.query.firebasePasswordHashes.findFirst({
    where: eq(firebasePasswordHashes.userId, userId),
  });
const ownPassword = (userId: string) =>
  t.db.query.accounts.findFirst({
    where: and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')),
  });

describe('imported members signing in with their old password (decision 0050)', () => {
  it('keeps the export’s hash and salt for a member the import made, once', async () => {
    expect(await keptHash(OLD_ACCOUNT.localId)).toMatchObject({
      passwordHash: FIREBASE_VECTOR.passwordHash,
      salt: FIREBASE_VECTOR.salt,
    });
    const again = await importAccounts('first-again', [OLD_ACCOUNT, SECOND_ACCOUNT]);
    expect(again.entities['auth accounts']).toMatchObject({ unchanged: 2 });
    expect(await t.db.select().from(firebasePasswordHashes)).toHaveLength(2);
  });

  it('without the parameters: the old hash is never tried, and the answer points to the link', async () => {
    const options = await withoutParameters.app.inject({ method: 'GET', url: '/api/auth-options' });
    expect(options.json()).toMatchObject({ passwordSignIn: false });
    const refused = await signIn(withoutParameters, OLD_ACCOUNT.email, FIREBASE_VECTOR.password);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(COPY.auth.passwordSignInOff);
    expect(refused.cookies).toHaveLength(0);
    expect(await keptHash(OLD_ACCOUNT.localId)).toBeDefined();
    expect(await ownPassword(OLD_ACCOUNT.localId)).toBeUndefined();
  });

  it('refuses a wrong password as any wrong sign-in, and keeps the old hash', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/auth-options' });
    expect(options.json()).toMatchObject({ passwordSignIn: true });
    for (const [email, password] of [
      [SECOND_ACCOUNT.email, 'user1passwore'],
      [SECOND_ACCOUNT.email, ''],
      ['nobody@test.com', FIREBASE_VECTOR.password],
    ] as const) {
      const refused = await signIn(t, email, password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
      expect(refused.cookies.filter((c) => c.value !== '')).toHaveLength(0);
    }
    expect(await keptHash(SECOND_ACCOUNT.localId)).toBeDefined();
    expect(await ownPassword(SECOND_ACCOUNT.localId)).toBeUndefined();
  });

  it('signs the member in with the old password and replaces the hash with ours', async () => {
    const first = await signIn(t, OLD_ACCOUNT.email, FIREBASE_VECTOR.password);
    expect(first.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookieFrom(first) },
    });
    expect(me.json().user).toMatchObject({ id: OLD_ACCOUNT.localId, name: 'Test User 1' });

    expect(await keptHash(OLD_ACCOUNT.localId)).toBeUndefined();
    const ours = await ownPassword(OLD_ACCOUNT.localId);
    expect(ours?.password).toBeTruthy();
    expect(ours?.password).not.toContain(FIREBASE_VECTOR.passwordHash);
    // A password proves the old account, not the mailbox: the address stays as Firebase said.
    const member = await t.db.query.users.findFirst({ where: eq(users.id, OLD_ACCOUNT.localId) });
    expect(member?.emailVerified).toBe(false);

    // The next sign-in has only our hash to go by.
    const second = await signIn(t, OLD_ACCOUNT.email, FIREBASE_VECTOR.password);
    expect(second.statusCode).toBe(200);
    expect((await signIn(t, OLD_ACCOUNT.email, 'user1passwore')).statusCode).toBe(401);
  });

  it('a later import does not bring the old hash back once ours replaced it', async () => {
    await importAccounts('renamed', [{ ...OLD_ACCOUNT, displayName: 'Test User One' }]);
    expect(await keptHash(OLD_ACCOUNT.localId)).toBeUndefined();
    expect((await signIn(t, OLD_ACCOUNT.email, FIREBASE_VECTOR.password)).statusCode).toBe(200);
  });

  it('never presents a kept hash or salt', async () => {
    const founder = await signInAs(t.app, 'founder');
    const second = SECOND_ACCOUNT.localId;
    const member = await sessionCookieFor(t.db, t.config.sessionSecret, second);
    const responses = await Promise.all(
      [
        { url: '/api/me', cookie: member },
        { url: `/api/admin/members?search=${SECOND_ACCOUNT.email}`, cookie: founder },
        { url: `/api/admin/members/${second}`, cookie: founder },
        { url: '/api/admin/imports', cookie: founder },
        { url: '/api/members', cookie: founder },
        { url: `/api/members/search?q=Test`, cookie: founder },
      ].map(({ url, cookie }) => t.app.inject({ method: 'GET', url, headers: { cookie } })),
    );
    // The member's own and the console's views of them are there, and hold no hash.
    expect(responses.slice(0, 3).every((r) => r.body.includes(SECOND_ACCOUNT.email))).toBe(true);
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(FIREBASE_VECTOR.passwordHash);
      expect(response.body).not.toContain(FIREBASE_VECTOR.salt);
    }
    expect(await keptHash(second)).toBeDefined();
  });

  // Last: it spends this client's sign-ins for the minute.
  it('meets the sign-in rate limit when guessing, the right password then included', async () => {
    let answer = await signIn(t, SECOND_ACCOUNT.email, 'guess');
    for (let tries = 1; answer.statusCode === 401 && tries <= 20; tries++)
      answer = await signIn(t, SECOND_ACCOUNT.email, 'guess');
    expect(answer.statusCode).toBe(429);
    expect((await signIn(t, SECOND_ACCOUNT.email, FIREBASE_VECTOR.password)).statusCode).toBe(429);
    expect(await keptHash(SECOND_ACCOUNT.localId)).toBeDefined();
  });
});
