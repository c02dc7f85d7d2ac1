// A hostile export, and an unlucky founder's: each case small, so each import takes a moment.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS, PERMANENT_UNTIL, PICTURE_URL_MAX_BYTES } from '@bbt/domain';
import { count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID_PREFIX } from '../../db/demo-community';
import { BOT } from '../../db/seed-content';
import { accounts, messages, signals, tickets, uploads, users } from '../../db/schema';
import { importRuns } from './schema';
import { createLocalStorage } from '../../plugins/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ExportRefused } from './layout';
import { isDataError, Interrupted } from './runner';
import { runImport, type ImportOptions } from './service';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bbt-import-hostile-'));
  t = await createTestApp({ DATA_DIR: path.join(dir, 'data') });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** An export folder holding these files (a string as it is, anything else as JSON). */
async function exportOf(name: string, files: Record<string, unknown>) {
  const folder = path.join(dir, name);
  await mkdir(path.join(folder, 'storage', 'images'), { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    await writeFile(
      path.join(folder, file),
      typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
    );
  }
  return folder;
}

const importFolder = (folder: string, options: Partial<ImportOptions> = {}) =>
  runImport({
    db: t.db,
    storage: createLocalStorage(path.join(t.config.dataDir, 'uploads')),
    folder,
    dryRun: false,
    startedBy: 'test',
    ...options,
  });

const at = (minute: number) => ({ _seconds: 1_700_000_000 + minute * 60, _nanoseconds: 0 });
const account = (uid: string, email: string, extra: object = {}) => ({
  localId: uid,
  email,
  emailVerified: true,
  displayName: uid,
  ...extra,
});
const message = (text: string, userId: string, minute: number, extra: object = {}) => ({
  text,
  userId,
  userName: userId,
  channel: 'general',
  createdAt: at(minute),
  ...extra,
});
const count_ = async (table: typeof users | typeof importRuns) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const member = (id: string) => t.db.query.users.findFirst({ where: eq(users.id, id) });
const byText = async (text: string) =>
  (await t.db.select().from(messages).where(eq(messages.text, text)))[0];
const reasons = (report: Awaited<ReturnType<typeof importFolder>>['report'], entity: string) =>
  report.entities[entity]?.skippedReasons.map((r) => [r.reason, r.examples]) ?? [];
const notesOf = (report: Awaited<ReturnType<typeof importFolder>>['report'], entity: string) =>
  report.entities[entity]?.notes.map((r) => r.reason) ?? [];

describe('an export that is not what it says', () => {
  it('refuses a file that is not JSON, naming it, before anything is written', async () => {
    const runs = await count_(importRuns);
    const members = await count_(users);
    const html = await exportOf('html', {
      'auth.json': { users: [account('html-1', 'html@example.com')] },
      'users.json': '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>',
    });
    const error = await importFolder(html).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportRefused);
    expect((error as ExportRefused).problems).toEqual([
      expect.stringMatching(
        /^users\.json: not JSON we can read: does not start with "\{" but with "<!DOCTYPE/,
      ),
    ]);
    const noise = await exportOf('noise', {
      'auth.json': { users: [] },
      'messages.json': Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x00, 0x13, 0x7d]),
    });
    await expect(importFolder(noise)).rejects.toThrow(/messages\.json: not JSON we can read/);
    const cut = await exportOf('cut', { 'auth.json': '{"users": [{"localId": "a"' });
    await expect(importFolder(cut)).rejects.toThrow(/auth\.json: .*ends before it closes/);
    expect(await count_(importRuns)).toBe(runs);
    expect(await count_(users)).toBe(members);
  });

  it('refuses a layout it does not know, saying what it expected', async () => {
    const folder = await exportOf('unknown', { 'backup.json': { version: 3, rows: [1, 2] } });
    await expect(importFolder(folder)).rejects.toThrow(/nothing to import; expected auth\.json/);
  });

  it('reads a whole-database file with the collections at the top level', async () => {
    const folder = await exportOf('top-level', {
      'auth.json': { users: [account('top-1', 'top1@example.com')] },
      'database.json': {
        users: { 'top-1': { displayName: 'Top One', admin: true } },
        messages: { tm1: message('from the top level', 'top-1', 1) },
        orders: { o1: { total: 3 } },
      },
    });
    const { report } = await importFolder(folder);
    expect(report.entities.users).toMatchObject({ imported: 1 });
    expect(report.entities.messages).toMatchObject({ imported: 1 });
    expect(report.entities.export?.notes[0]).toMatchObject({
      reason: 'collection not imported (the product has no such thing)',
      examples: ['database.json: collection orders'],
    });
    expect(await member('top-1')).toMatchObject({ admin: true });
  });

  it('reads nothing through a symbolic link, nor outside the folder', async () => {
    const outside = path.join(dir, 'outside');
    await mkdir(outside, { recursive: true });
    const picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    await writeFile(path.join(outside, 'secret.png'), picture);
    await writeFile(path.join(outside, 'auth.json'), JSON.stringify({ users: [] }));

    const linkedAuth = await exportOf('linked-auth', { 'users.json': {} });
    await symlink(path.join(outside, 'auth.json'), path.join(linkedAuth, 'auth.json'));
    await expect(importFolder(linkedAuth)).rejects.toThrow(/auth\.json: a symbolic link/);

    const folder = await exportOf('linked-image', {
      'auth.json': { users: [account('link-1', 'link1@example.com')] },
      'messages.json': {
        lm1: message('a linked picture', 'link-1', 1, { img: true, imageUrl: 'images/secret' }),
        lm2: message('a picture from a linked folder', 'link-1', 2, {
          img: true,
          imageUrl: 'outside/secret.png',
        }),
      },
    });
    await symlink(
      path.join(outside, 'secret.png'),
      path.join(folder, 'storage', 'images', 'secret'),
    );
    await symlink(outside, path.join(folder, 'storage', 'outside'));
    const uploadsBefore = (await t.db.select({ n: count() }).from(uploads))[0]?.n;
    const { report } = await importFolder(folder);
    expect(notesOf(report, 'messages')).toEqual([
      'image is a symbolic link: not read: the message is kept without it',
    ]);
    expect(report.entities.messages?.notes[0]?.count).toBe(2);
    expect((await t.db.select({ n: count() }).from(uploads))[0]?.n).toBe(uploadsBefore);
  });
});

describe('documents that would break the run or the chat', () => {
  it('refuses each document over the limits and goes on; the chat limits what is stored', async () => {
    let deep = '1';
    for (let i = 0; i < 20_000; i += 1) deep = `[${deep}]`;
    const folder = await exportOf('limits', {
      'auth.json': {
        users: [
          account('lim-1', 'lim1@example.com', {
            displayName: 'Ctrl\u0007 Name\nOn two lines',
            photoUrl: `https://pictures.example.com/${'p'.repeat(PICTURE_URL_MAX_BYTES)}.png`,
          }),
          account('lim-3', 'lim3@example.com', { photoUrl: 'https://pictures.example.com/3.png' }),
        ],
      },
      // Written by hand: JSON.stringify would overflow on the deep one too.
      'messages.json': `{"deep": {"text": "x", "userId": "lim-1", "channel": "general", "createdAt": 1700000000, "nest": ${deep}},
        "big": ${JSON.stringify(message('b'.repeat(3000), 'lim-1', 2, { pad: 'p'.repeat(5000) }))},
        "long": ${JSON.stringify(message(`${'l'.repeat(LIMITS.messageMaxChars + 500)}`, 'lim-1', 3))},
        "ctrl": ${JSON.stringify(message('bell\u0007 and\r\nescape\u001b[31m', 'lim-1', 4))},
        "nul": ${JSON.stringify(message('nul \u0000 byte', 'lim-1', 5))},
        "fine": ${JSON.stringify(message('fine after them', 'lim-1', 6))}}`,
    });
    const { report, refused } = await importFolder(folder, { limits: { documentBytes: 6000 } });
    expect(refused).toBe(true);
    expect(reasons(report, 'messages')).toEqual([
      ['nested deeper than 32 levels', ['deep']],
      ['larger than 6000 bytes (the limit per document)', ['big']],
      [expect.stringMatching(/^the database refused it \(22021: .{0,200}\)$/), ['nul']],
    ]);
    expect(report.entities.messages).toMatchObject({ imported: 3, skipped: 3 });
    expect(notesOf(report, 'messages')).toContain(
      `text over the product's limit of ${LIMITS.messageMaxChars} characters: cut to it`,
    );
    expect((await byText('l'.repeat(LIMITS.messageMaxChars)))?.text).toHaveLength(
      LIMITS.messageMaxChars,
    );
    expect(await byText('bell and\nescape[31m')).toBeDefined();
    expect((await member('lim-1'))?.name).toBe('Ctrl Name On two lines');
    // A picture address too long to keep is left out, the member imported without it.
    expect((await member('lim-1'))?.image).toBeNull();
    expect((await member('lim-3'))?.image).toBe('https://pictures.example.com/3.png');
    expect(notesOf(report, 'auth accounts')).toContain(
      `picture address over ${PICTURE_URL_MAX_BYTES} bytes: not kept`,
    );
    const [longest] = await t.db
      .select({ n: count() })
      .from(messages)
      .where(like(messages.text, `${'_'.repeat(LIMITS.messageMaxChars + 1)}%`));
    expect(longest?.n).toBe(0);

    const strict = await exportOf('limits-refused', {
      'auth.json': { users: [account('lim-2', 'lim2@example.com')] },
      'messages.json': { long2: message('m'.repeat(LIMITS.messageMaxChars + 1), 'lim-2', 1) },
    });
    const refusing = await importFolder(strict, { longText: 'refuse' });
    expect(reasons(refusing.report, 'messages')).toEqual([
      [`text over the product's limit of ${LIMITS.messageMaxChars} characters`, ['long2']],
    ]);
  });

  it('refuses a file over the size limit before anything is written', async () => {
    const folder = await exportOf('file-limit', {
      'auth.json': { users: [account('size-1', 'size1@example.com')] },
      'messages.json': { s1: message('s'.repeat(500), 'size-1', 1) },
    });
    await expect(importFolder(folder, { limits: { fileBytes: 400 } })).rejects.toThrow(
      /messages\.json: \d+ bytes, over the limit of 400 per file/,
    );
    expect(await member('size-1')).toBeUndefined();
  });

  it('writes a batch the database refuses one document at a time: the bad one alone is refused', async () => {
    const auth = { users: [account('bat-1', 'bat1@example.com')] };
    const answered = message('answered', 'bat-1', 1);
    await importFolder(
      await exportOf('batch-first', { 'auth.json': auth, 'messages.json': { answered } }),
    );
    // Its mapping stays: a reply to it names a message the database no longer has.
    await t.db.delete(messages).where(eq(messages.text, 'answered'));
    const second = await exportOf('batch-second', {
      'auth.json': auth,
      'messages.json': {
        answered,
        before: message('before the reply', 'bat-1', 2),
        reply: message('a reply to a deleted message', 'bat-1', 3, { replyTo: 'answered' }),
        after: message('after the reply', 'bat-1', 4),
      },
    });
    const { report } = await importFolder(second);
    expect(reasons(report, 'messages')).toEqual([
      [expect.stringMatching(/^the database refused it \(messages_reply_to_id/), ['reply']],
    ]);
    expect(report.entities.messages).toMatchObject({ imported: 2, unchanged: 1, skipped: 1 });
    const before = await byText('before the reply');
    const after = await byText('after the reply');
    expect(before && after && before.id < after.id).toBe(true);
  });

  it('holds a batch to 8 MiB of documents: large ones make short batches, still in time order', async () => {
    // Written in the reverse of their time order; each 3 MiB, under the limit per document.
    const big = (n: number) => message(`${n} ${'w'.repeat(3 * 1024 * 1024)}`, 'wide-1', n);
    const said: string[] = [];
    const { report } = await importFolder(
      await exportOf('wide', {
        'auth.json': { users: [account('wide-1', 'wide1@example.com')] },
        'messages.json': { w5: big(5), w4: big(4), w3: big(3), w2: big(2), w1: big(1) },
      }),
      { onProgress: (part) => said.push(part) },
    );
    expect(said.filter((part) => /^messages: \d/.test(part))).toEqual([
      'messages: 2 of 5',
      'messages: 4 of 5',
      'messages: 5 of 5',
    ]);
    expect(report.entities.messages).toMatchObject({ imported: 5, skipped: 0 });
    const rows = await t.db
      .select({ id: messages.id, text: messages.text })
      .from(messages)
      .where(like(messages.text, '_ www%'))
      .orderBy(messages.id);
    expect(rows.map((row) => row.text.slice(0, 1))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('treats every data, integrity or limit error of the database as a refusal of the row', () => {
    for (const code of ['22021', '23505', '54000']) expect(isDataError({ code })).toBe(true);
    expect(isDataError({ cause: { code: '54000' } })).toBe(true);
    for (const code of ['08006', '40001', '57014']) expect(isDataError({ code })).toBe(false);
  });
});

describe('who the accounts of an export are', () => {
  it('never hands a member here to an address that differs only in case', async () => {
    await t.db.insert(users).values({
      id: 'case-victim',
      name: 'Victim',
      email: 'case.victim@example.com',
      emailVerified: true,
      credits: 7,
    });
    const folder = await exportOf('case', {
      'auth.json': {
        users: [
          account('case-attacker', 'Case.Victim@Example.com', {
            providerUserInfo: [
              {
                providerId: 'google.com',
                rawId: 'g-case-attacker',
                email: 'Case.Victim@Example.com',
              },
            ],
          }),
        ],
      },
      'users.json': { 'case-attacker': { admin: true, credits: 500 } },
      'messages.json': { cm1: message('by the attacker', 'case-attacker', 1) },
    });
    const first = await importFolder(folder);
    expect(reasons(first.report, 'auth accounts')).toEqual([
      [
        'email address differs only in case from a member here: not merged (sign-ins not linked)',
        ['case-attacker'],
      ],
    ]);
    expect(
      await t.db.select().from(accounts).where(eq(accounts.accountId, 'g-case-attacker')),
    ).toEqual([]);
    expect(await member('case-victim')).toMatchObject({ credits: 7, admin: false });
    // Its message made a former member; a re-run does not take that row for the account.
    const second = await importFolder(folder);
    expect(second.report.entities['auth accounts']).toMatchObject({ imported: 0, skipped: 1 });
    expect(reasons(second.report, 'auth accounts')[0]?.[0]).toMatch(
      /differs only in case .* stays refused until a run with --retry-refused/,
    );
    expect(
      await t.db.select().from(accounts).where(eq(accounts.accountId, 'g-case-attacker')),
    ).toEqual([]);
    const author = await member((await byText('by the attacker'))?.userId ?? '');
    expect(author).toMatchObject({ admin: false, credits: 0 });
    expect(author?.email).toMatch(/@import\.invalid$/);
  });

  it('gives an address shared in another case to the verified account, whatever the order', async () => {
    for (const [name, order] of [
      ['dup-a', ['dup-unverified', 'dup-verified']],
      ['dup-b', ['dup-verified', 'dup-unverified']],
    ] as const) {
      const list = {
        'dup-unverified': account(`${name}-u`, `Shared.${name}@example.com`, {
          emailVerified: false,
        }),
        'dup-verified': account(`${name}-v`, `shared.${name}@example.com`),
      };
      const folder = await exportOf(name, { 'auth.json': { users: order.map((k) => list[k]) } });
      const { report } = await importFolder(folder);
      expect(reasons(report, 'auth accounts')).toEqual([
        [
          `the same address (in another case) is account ${name}-v's, verified or older`,
          [`${name}-u`],
        ],
      ]);
      expect(await member(`${name}-v`)).toMatchObject({ email: `shared.${name}@example.com` });
    }
  });

  it("bans disabled accounts, gives the bot's messages to ours, finds an analyst by name", async () => {
    const folder = await exportOf('people', {
      'auth.json': {
        users: [
          account('ppl-banned', 'banned@example.com', { disabled: true }),
          account('ppl-analyst', 'analyst@example.com', { displayName: 'Ana Lyst' }),
        ],
      },
      'users.json': { 'ppl-banned': { banDuration: at(0) } },
      'messages.json': {
        pb1: message('beep from the old bot', 'old-bot-uid', 1, { userName: 'Bot' }),
        pb2: message('seconds since the epoch', 'ppl-analyst', 2, { createdAt: 1_700_000_000 }),
      },
      'signals.json': {
        ps1: {
          name: 'EURUSD',
          entery: 1.1,
          exit: 1.2,
          profit: '1',
          analyst: 'Ana Lyst',
          data: at(3),
        },
      },
    });
    const { report } = await importFolder(folder);
    expect(await member('ppl-banned')).toMatchObject({ banUntil: PERMANENT_UNTIL });
    expect((await byText('beep from the old bot'))?.userId).toBe(BOT.id);
    expect((await byText('seconds since the epoch'))?.createdAt).toEqual(
      new Date(1_700_000_000_000),
    );
    const [signal] = await t.db.select().from(signals).where(eq(signals.name, 'EURUSD'));
    expect(signal?.analystId).toBe('ppl-analyst');
    expect(notesOf(report, 'signals')).toEqual(['named by display name: the member of that name']);
  });
});

describe('what a run leaves behind', () => {
  it('reports references and sub-collections, and an unchanged re-run changes nothing', async () => {
    const folder = await exportOf('rerun', {
      'auth.json': { users: [account('re-1', 're1@example.com')] },
      'messages.json': {
        __collections__: {
          messages: {
            rm1: {
              ...message('with a reference', 're-1', 1),
              author: { __datatype__: 'documentReference', value: 'users/re-1' },
              __collections__: { replies: { r1: { text: 'a reply' } } },
            },
            rm2: message('picture still missing', 're-1', 2, {
              img: true,
              imageUrl: 'images/gone',
            }),
          },
        },
      },
    });
    const first = await importFolder(folder);
    expect(notesOf(first.report, 'messages').sort()).toEqual([
      'field author is a reference to another document: not read',
      'image missing from storage: the message is kept without it',
      'sub-collection replies not imported',
    ]);
    const again = await importFolder(folder);
    for (const [entity, e] of Object.entries(again.report.entities)) {
      expect([entity, e.imported, e.updated]).toEqual([entity, 0, 0]);
    }
  });

  it("keeps an old ticket's number: the demo community's ticket gives way", async () => {
    await t.db.insert(tickets).values({ number: 41, name: 'ticket41', openerId: 'case-victim' });
    await t.db.insert(messages).values({
      channel: 'ticket41',
      userId: BOT.id,
      text: 'demo ticket opened',
      clientId: `${DEMO_CLIENT_ID_PREFIX}ticket:opened`,
    });
    const folder = await exportOf('tickets', {
      'auth.json': { users: [account('tk-1', 'tk1@example.com')] },
      'tickets.json': { tk41: { name: 'ticket41', uid1: 'tk-1', ticketNum: 41, display: true } },
    });
    const { report } = await importFolder(folder);
    expect(notesOf(report, 'tickets')[0]).toMatch(
      /demo community's ticket: the demo's moved to ticket\d+/,
    );
    const [old] = await t.db.select().from(tickets).where(eq(tickets.name, 'ticket41'));
    expect(old?.openerId).toBe('tk-1');
    const demo = await byText('demo ticket opened');
    expect(demo?.channel).not.toBe('ticket41');
    const [moved] = await t.db
      .select()
      .from(tickets)
      .where(eq(tickets.name, demo?.channel ?? ''));
    expect(moved?.openerId).toBe('case-victim');
  });

  it('marks a run that was stopped, or killed and left running, as interrupted', async () => {
    const [killed] = await t.db
      .insert(importRuns)
      .values({ source: 'killed', startedBy: 'test' })
      .returning();
    const folder = await exportOf('stopped', {
      'auth.json': { users: [account('stop-1', 'stop1@example.com')] },
    });
    const stop = new AbortController();
    stop.abort();
    await expect(importFolder(folder, { signal: stop.signal })).rejects.toBeInstanceOf(Interrupted);
    const runs = await t.db.select().from(importRuns);
    expect(runs.find((r) => r.id === killed?.id)?.status).toBe('interrupted');
    expect(runs.at(-1)?.status).toBe('interrupted');
  });
});
