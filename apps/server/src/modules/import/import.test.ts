import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@bbt/domain';
import {
  accounts,
  mailingList,
  messageMentions,
  messageReactions,
  messages,
  signals as signalsTable,
  ticketNumbering,
  tickets,
  uploads,
  users,
} from '../../db/schema';
import { importRuns } from './schema';
import { STARTER_CLIENT_ID_PREFIX } from '../../db/seed-content';
import { createLocalStorage } from '../../plugins/storage';
import { signInThroughOidc, startFakeOidcProvider } from '../../test/fake-oidc-provider';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { runImport } from './service';
import { FIXTURE, writeFixture } from './test-fixture';

type Provider = Awaited<ReturnType<typeof startFakeOidcProvider>>;
let provider: Provider;
let t: TestApp;
let dir: string;
let exportDir: string;
let newerDir: string;

const USERS = 40;
const MESSAGES = 400;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bbt-import-'));
  exportDir = path.join(dir, 'export');
  newerDir = path.join(dir, 'export-newer');
  await writeFixture(exportDir, { users: USERS, messages: MESSAGES });
  await writeFixture(newerDir, { users: USERS, messages: MESSAGES, changes: 'newer' });
  provider = await startFakeOidcProvider();
  t = await createTestApp({
    DATA_DIR: path.join(dir, 'data'),
    OIDC_ISSUER_URL: provider.issuerUrl,
    OIDC_CLIENT_ID: 'bbt-test-client',
    OIDC_CLIENT_SECRET: 'bbt-test-secret',
    OIDC_PROVIDER_NAME: 'Test provider',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
  await rm(dir, { recursive: true, force: true });
});

const importFolder = (folder: string, dryRun = false) =>
  runImport({
    db: t.db,
    storage: createLocalStorage(path.join(t.config.dataDir, 'uploads')),
    folder,
    dryRun,
    startedBy: 'test',
    oidcProvider: 'oidc.test',
  });

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

const signInThroughProvider = () => signInThroughOidc(t.app, t.config.publicUrl);

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;

describe('importing an export of the old Firebase app', () => {
  it('checks everything in a dry run and writes nothing', async () => {
    const before = await userCount();
    const { report, refused } = await importFolder(exportDir, true);
    expect(refused).toBe(true);
    expect(report.dryRun).toBe(true);
    expect(report.entities['auth accounts']).toMatchObject({
      read: USERS + 1,
      imported: USERS,
      skipped: 1,
    });
    expect(await userCount()).toBe(before);
    expect(await t.db.select().from(importRuns)).toEqual([]);
  });

  it('imports members, content and the oddities, each refusal with its reason', async () => {
    const before = await userCount();
    const { report, refused } = await importFolder(exportDir);
    expect(refused).toBe(true);
    const e = report.entities;
    expect(e['auth accounts']).toMatchObject({ read: USERS + 1, imported: USERS, skipped: 1 });
    expect(e['auth accounts']?.skippedReasons).toEqual([
      {
        reason: 'no email address (a phone-only or anonymous account)',
        count: 1,
        examples: [FIXTURE.phoneOnlyUid],
      },
    ]);
    expect(e.users).toMatchObject({ read: USERS, imported: USERS - 1, skipped: 1 });
    expect(e.users?.skippedReasons[0]).toMatchObject({
      reason: 'negative credits',
      examples: [FIXTURE.negativeCreditsUid],
    });
    expect(e.users?.notes.map((n) => n.reason)).toEqual(
      expect.arrayContaining([
        "no role flags: a new member's roles",
        'counters stored as text: read as numbers',
        'sales unreadable: 0',
      ]),
    );
    expect(e.inviters?.skippedReasons[0]).toMatchObject({ reason: 'inviter not in the export' });
    expect(e['mailing list']).toMatchObject({ imported: 3, skipped: 1 });
    expect(e.products).toMatchObject({ imported: 2, skipped: 1 });
    expect(e.faq).toMatchObject({ imported: 3, skipped: 1 });
    expect(e.testimonials).toMatchObject({ imported: 3, skipped: 1 });
    // ticket7 twice: the second gets the next free number.
    expect(e.tickets).toMatchObject({ imported: 4, skipped: 0 });
    expect(e.messages?.skippedReasons.map((r) => r.reason).sort()).toEqual([
      'empty message (no text, and its image is missing)',
      'no readable createdAt: its place in the channel is unknown',
      expect.stringMatching(/^the database refused it \(22021/),
      'unknown channel no_such_channel',
    ]);
    expect(e.polls).toMatchObject({ imported: 1, skipped: 1 });
    expect(e.polls?.notes.map((n) => n.reason).sort()).toEqual([
      'option counts disagree with the votes: the votes are kept',
      'vote by someone not in the export: dropped',
    ]);
    expect(e.signals).toMatchObject({ imported: 2, skipped: 1 });
    expect(e.meetings).toMatchObject({ imported: 2, skipped: 1 });
    // The members, a former member (an author whose account is gone) and an analyst known by name.
    expect(await userCount()).toBe(before + USERS + 2);
    const [numbering] = await t.db.select().from(ticketNumbering);
    expect(numbering?.nextNumber).toBe(14);
    expect((await t.db.select().from(tickets)).map((x) => [x.name, x.open]).sort()).toEqual([
      ['ticket03', true],
      ['ticket07', true],
      ['ticket12', false],
      ['ticket13', true],
    ]);

    const founder = await t.db.query.users.findFirst({ where: eq(users.id, FIXTURE.founderUid) });
    expect(founder).toMatchObject({ founder: true, email: 'member0000@example.com' });
    const strings = await t.db.query.users.findFirst({
      where: eq(users.id, FIXTURE.stringCountersUid),
    });
    expect(strings).toMatchObject({ credits: 12.5, warn: 2, visits: 14, sales: 0 });
    const invited = await t.db.query.users.findFirst({ where: eq(users.id, FIXTURE.invitedUid) });
    expect(invited?.inviterId).toBe(FIXTURE.founderUid);
    expect(
      await t.db.select().from(accounts).where(eq(accounts.userId, FIXTURE.googleUid)),
    ).toEqual([expect.objectContaining({ providerId: 'google', accountId: 'g-2' })]);
    expect((await t.db.select().from(mailingList)).map((r) => r.email)).toEqual(
      expect.arrayContaining(['reader@example.com', 'second.reader@example.com']),
    );
    const [run] = await t.db.select().from(importRuns);
    expect(run).toMatchObject({ status: 'refused', startedBy: 'test', dryRun: false });
  });

  it("lists the runs on the console's Imports page", async () => {
    const cookie = await signInAs(t.app, 'founder');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/imports',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const [run] = response.json().imports;
    expect(run).toMatchObject({ startedBy: 'test', status: 'refused' });
    expect(run.report.entities.users.read).toBe(USERS);
  });

  it('shows what was imported through the product API', async () => {
    const faqs = (await t.app.inject({ method: 'GET', url: '/api/faqs' })).json();
    expect(JSON.stringify(faqs)).toContain('How do signals work?');
    const testimonials = (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json();
    const names = testimonials.testimonials.map((x: { name: string }) => x.name);
    expect(names).toContain('Member 1');
    expect(names).not.toContain('Member 3'); // display missing: hidden until approved
    const product = await t.app.inject({ method: 'GET', url: '/api/products/trend-indicator' });
    expect(product.statusCode).toBe(200);
    expect(JSON.stringify(product.json())).toContain('/api/product-images/');
  });

  it('shows polls with their votes, signals with their figures and meetings', async () => {
    provider.signInAs({ sub: 'reader-sub', email: 'member0008@example.com', name: 'Member 8' });
    const cookie = await signInThroughProvider();
    const get = async (url: string) =>
      JSON.stringify((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json());
    const polls = await get('/api/polls');
    expect(polls).toContain('Next topic?');
    const signals = await get('/api/signals');
    const [active] = await t.db.select().from(signalsTable).where(eq(signalsTable.name, 'EURUSD'));
    expect(active).toMatchObject({ entry: 1.092, entryDecimals: 4, analystId: 'uid-0011' });
    expect(signals).toContain('+3.3%');
    const meetings = await get('/api/meetings');
    expect(meetings).toContain('Weekly review');
  });

  it('signs a member in on their imported account: same provider user id', async () => {
    provider.signInAs({ sub: FIXTURE.oidcSub, email: 'new.address@example.com', name: 'Someone' });
    const user = await me(await signInThroughProvider());
    expect(user.id).toBe(FIXTURE.oidcUid);
  });

  it('signs a member in on their imported account: same verified email', async () => {
    provider.signInAs({ sub: 'another-sub', email: 'member0002@example.com', name: 'Member 2' });
    const before = await userCount();
    const user = await me(await signInThroughProvider());
    expect(user.id).toBe(FIXTURE.googleUid);
    provider.signInAs({ sub: 'sub-14', email: 'member0014@example.com', name: 'Member 14' });
    expect((await me(await signInThroughProvider())).id).toBe('uid-0014');
    expect(await userCount()).toBe(before);
  });

  it("takes away the starter messages, which would sit above the community's own history", async () => {
    const starters = await t.db
      .select()
      .from(messages)
      .where(like(messages.clientId, `${STARTER_CLIENT_ID_PREFIX}%`));
    expect(starters).toEqual([]);
  });

  it('keeps messages in time order with their authors, replies, edits, images and reactions', async () => {
    provider.signInAs({ sub: 'reader-sub', email: 'member0008@example.com', name: 'Member 8' });
    const cookie = await signInThroughProvider();
    expect((await me(cookie)).id).toBe(FIXTURE.readerUid);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/channels/general/messages',
        headers: { cookie },
      })
    ).json();
    const shown = page.messages as {
      id: number;
      text: string;
      createdAt: string;
      replyTo: { id: number } | null;
      author: { id: string };
    }[];
    const times = shown.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const reply = shown.find((m) => m.text === 'a reply');
    expect(reply?.replyTo).not.toBeNull();
    expect(shown.at(-1)).toMatchObject({
      text: '@everyone unread 2',
      author: { id: FIXTURE.founderUid },
    });

    const all = await t.db.select().from(messages);
    const byText = (text: string) => all.find((m) => m.text === text);
    expect(byText('edited text')?.edited).toBe(true);
    expect(byText('Eve rekcah')).toBeDefined(); // without the direction control
    expect(byText('from a deleted account')).toBeDefined();
    const gone = await t.db.query.users.findFirst({
      where: eq(users.id, byText('from a deleted account')?.userId ?? ''),
    });
    expect(gone?.name).toBe('Gone');
    expect(byText('help please')?.channel).toBe('ticket07');
    expect(byText('news')?.channel).toBe('announcements');
    expect(byText('lost picture')?.uploadId).toBeNull();
    const reacted = await t.db
      .select()
      .from(messageReactions)
      .where(eq(messageReactions.messageId, byText('reacted')?.id ?? 0));
    expect(reacted.map((r) => [r.emoji, r.userId]).sort()).toEqual([
      ['🔥', 'uid-0001'],
      ['🔥', 'uid-0002'],
    ]);
    const images = await t.db.select().from(uploads);
    expect(images).toHaveLength(10); // img-02 to img-11; the non-image and the missing one are not
    const picture = all.find((m) => m.text === 'picture 2');
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${picture?.uploadId}`,
      headers: { cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('turns unread counters into read positions that show the same counts', async () => {
    provider.signInAs({ sub: 'reader-sub', email: 'member0008@example.com', name: 'Member 8' });
    const cookie = await signInThroughProvider();
    const { channels } = (
      await t.app.inject({ method: 'GET', url: '/api/channels', headers: { cookie } })
    ).json();
    const counts = Object.fromEntries(
      (channels as { slug: string; unread: number; mentions: number }[]).map((c) => [
        c.slug,
        [c.unread, c.mentions],
      ]),
    );
    expect(counts).toMatchObject({
      general: [3, 2], // '@Member8' and '@everyone' among the three unread
      announcements: [1, 0],
      begginer: [0, 0],
      results: [0, 0],
    });
  });

  it("shows an imported message's mentions in the history, the message marked as a send marks it", async () => {
    provider.signInAs({ sub: 'reader-sub', email: 'member0008@example.com', name: 'Member 8' });
    const cookie = await signInThroughProvider();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/channels/general/messages',
      headers: { cookie },
    });
    const shown = (response.json().messages as ChatMessage[]).filter((m) =>
      m.text.includes('@Member8'),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const message of shown) expect(message.mentions.userIds).toHaveLength(1);
    const [unmarked] = await t.db
      .select({ n: count() })
      .from(messageMentions)
      .innerJoin(messages, eq(messages.id, messageMentions.messageId))
      .where(eq(messages.mentionsMembers, false));
    expect(unmarked?.n).toBe(0);
  });

  it('leaves what members did here to a message whose image is still missing', async () => {
    const [lost] = await t.db.select().from(messages).where(eq(messages.text, 'lost picture'));
    expect(lost?.uploadId).toBeNull();
    await t.db.insert(messageReactions).values({
      messageId: lost!.id,
      emoji: '🔥',
      userId: FIXTURE.readerUid,
    });
    await importFolder(exportDir);
    const reactions = await t.db
      .select({ emoji: messageReactions.emoji, userId: messageReactions.userId })
      .from(messageReactions)
      .where(eq(messageReactions.messageId, lost!.id));
    expect(reactions).toContainEqual({ emoji: '🔥', userId: FIXTURE.readerUid });
  });

  it('skips an unchanged export and brings in a newer one', async () => {
    const before = await userCount();
    const again = await importFolder(exportDir);
    expect(again.report.entities.users).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: USERS - 1,
    });
    expect(await userCount()).toBe(before);

    const newer = await importFolder(newerDir);
    expect(newer.report.entities.users).toMatchObject({ updated: 1, imported: 0 });
    expect(newer.report.entities['mailing list']).toMatchObject({ imported: 1 });
    expect(newer.report.entities.products).toMatchObject({ updated: 1 });
    // The edited one, and the one whose picture was missing: it has it now.
    expect(newer.report.entities.messages).toMatchObject({ updated: 2, imported: 1 });
    const [found] = await t.db.select().from(messages).where(eq(messages.text, 'lost picture'));
    expect(found?.uploadId).not.toBeNull();
    expect(newer.report.entities.tickets).toMatchObject({ updated: 1, imported: 0 });
    expect(newer.report.entities['auth accounts']).toMatchObject({ updated: 1, imported: 1 });
    const renamed = await t.db.query.users.findFirst({ where: eq(users.id, FIXTURE.oldUserUid) });
    expect(renamed?.name).toBe('Member Three');
    const restored = await t.db.query.users.findFirst({ where: eq(users.id, FIXTURE.goneUid) });
    expect(restored).toMatchObject({ email: 'gone.member@example.com', name: 'Gone Member' });
    const [closed] = await t.db.select().from(tickets).where(eq(tickets.name, 'ticket07'));
    expect(closed?.open).toBe(false);
    const founder = await t.db.query.users.findFirst({ where: eq(users.id, FIXTURE.founderUid) });
    expect(founder?.credits).toBe(999);
    expect(
      await t.db.select().from(messages).where(eq(messages.text, 'edited again')),
    ).toHaveLength(1);
    expect(await userCount()).toBe(before);
  });
});
