import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_PERSONAS } from '@bbt/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createFileStorage, type FileStorage } from '../plugins/storage';
import { personaApp } from '../test/persona-app';
import { createTestDatabase } from '../test/test-database';
import { openDatabase, type Database } from './client';
import { DEMO_IMAGE_ID, DemoContentError, seedDemoCommunity } from './demo-community';
import { DEMO_COMMUNITY, type DemoCommunity } from './demo-conversation';
import {
  channelReads,
  commissions,
  demoCommunity,
  inviteVisits,
  meetings,
  messageMentions,
  messageReactions,
  messages,
  pollVotes,
  polls,
  signals,
  threadReads,
  tickets,
  uploads,
  users,
} from './schema';
import { seedOnStart } from './seed-on-start';
import { DEMO_PERSONAS } from './seed-content';

const NOW = new Date('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const TABLES = {
  users,
  messages,
  messageMentions,
  messageReactions,
  uploads,
  polls,
  pollVotes,
  tickets,
  signals,
  meetings,
  inviteVisits,
  commissions,
  channelReads,
  threadReads,
  demoCommunity,
} satisfies Record<string, PgTable>;

async function counts(db: Database) {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const demoMessages = (db: Database) =>
  db
    .select()
    .from(messages)
    .where(sql`${messages.clientId} like 'demo:%'`);

/** A storage that fails on writing, as a start killed while storing the image would. */
const failingStorage = (inner: FileStorage): FileStorage => ({
  ...inner,
  put: () => Promise.reject(new Error('disk gone')),
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'bbt-demo-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the demo community on a fresh database', () => {
  const personas = personaApp({ DATA_DIR: dataDir });
  const storage = () => createFileStorage(personas.t.config);
  const json = async (persona: (typeof DEV_PERSONAS)[number], url: string) => {
    const response = await personas.call(persona, 'GET', url);
    expect(response.statusCode, `${persona} GET ${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    // A start that dies half-way writes nothing; the next one writes it all.
    await expect(
      seedDemoCommunity(personas.t.db, failingStorage(storage()), { now: NOW }),
    ).rejects.toThrow('disk gone');
    expect(await demoMessages(personas.t.db)).toEqual([]);
    expect(await seedDemoCommunity(personas.t.db, storage(), { now: NOW })).toBe(true);
  });

  it('writes every part of it, once however often it runs', async () => {
    const { db } = personas.t;
    const before = await counts(db);
    expect(await seedDemoCommunity(db, storage(), { now: new Date(NOW.getTime() + DAY) })).toBe(
      false,
    );
    expect(await counts(db)).toEqual(before);
    expect(before).toMatchObject({
      users: DEMO_PERSONAS.length + 1 + DEMO_COMMUNITY.members.length,
      uploads: 1,
      polls: 1,
      pollVotes: Object.keys(DEMO_COMMUNITY.poll.votes).length,
      tickets: 1,
      signals: DEMO_COMMUNITY.signals.length,
      meetings: DEMO_COMMUNITY.meetings.length,
      commissions: 1,
      demoCommunity: 1,
    });
    expect(before.messageReactions).toBeGreaterThan(20);

    const written = await demoMessages(db);
    for (const { channel, messages: items } of DEMO_COMMUNITY.channels) {
      expect(written.filter((m) => m.channel === channel).length).toBeGreaterThanOrEqual(
        items.length,
      );
    }
    expect(written.filter((m) => m.replyToId !== null).length).toBeGreaterThan(5);
    expect(written.some((m) => m.pinnedAt && m.pinnedBy === 'demo-admin')).toBe(true);
    expect(written.some((m) => m.uploadId === DEMO_IMAGE_ID && m.channel === 'results')).toBe(true);
    expect(written.some((m) => m.text.includes('$BTC'))).toBe(true);
    expect(written.some((m) => m.text.includes('**'))).toBe(true);
    for (const message of written) {
      expect(message.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(message.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 6 * DAY);
    }

    const root = written.find((m) => m.threadReplyCount > 0);
    const replies = written.filter((m) => m.threadRootId === root?.id);
    expect(replies.length).toBe(root?.threadReplyCount);
    expect(root?.threadLastReplyAt).toEqual(replies.at(-1)?.createdAt);

    const mentioned = await db
      .selectDistinct({ userId: messageMentions.userId })
      .from(messageMentions);
    expect(mentioned.map((m) => m.userId)).toEqual(
      expect.arrayContaining(DEMO_PERSONAS.map((p) => p.id)),
    );
  });

  it('gives every persona a few unread messages and an unread mention', async () => {
    for (const persona of DEV_PERSONAS) {
      const { channels } = (await json(persona, '/api/channels')) as {
        channels: { unread: number; mentions: number }[];
      };
      const unread = channels.reduce((sum, c) => sum + c.unread, 0);
      const mentions = channels.reduce((sum, c) => sum + c.mentions, 0);
      expect(unread, persona).toBeGreaterThan(0);
      expect(unread, persona).toBeLessThan(15);
      expect(mentions, persona).toBeGreaterThanOrEqual(1);
    }
  });

  it('shows the ticket, the poll, the signals, the meetings and the marketing figures', async () => {
    const [ticket] = await personas.t.db.select().from(tickets);
    expect(ticket).toMatchObject({ open: true, openerId: 'demo-free' });
    const thread = (await json('support', `/api/channels/${ticket?.name}/messages`)) as {
      messages: { author: { id: string } }[];
    };
    expect(thread.messages.map((m) => m.author.id)).toEqual([
      'bot',
      'demo-free',
      'demo-support',
      'demo-free',
    ]);

    const { polls: shown } = (await json('free', '/api/polls')) as {
      polls: { options: { count: number }[] }[];
    };
    const votes = shown[0]?.options.reduce((sum, o) => sum + o.count, 0);
    expect(votes).toBe(Object.keys(DEMO_COMMUNITY.poll.votes).length);

    const board = await json('premium', '/api/signals');
    expect(board.active.length).toBeGreaterThan(0);
    expect(board.history.length).toBeGreaterThan(0);
    expect(board.analysts.length).toBeGreaterThan(0);

    const { meetings: listed } = (await json('premium', '/api/meetings')) as {
      meetings: { status: string; startsAt: string }[];
    };
    expect(listed.filter((m) => m.status === 'ended').length).toBeGreaterThan(0);
    expect(listed.some((m) => m.status === 'scheduled' && new Date(m.startsAt) > NOW)).toBe(true);

    const figures = await json('marketing', '/api/marketing');
    const visits = DEMO_COMMUNITY.marketing.visitsPerDay.reduce((a, b) => a + b, 0);
    expect(figures.stats).toMatchObject({ visits, signups: 2, sales: 1 });
  });

  it('serves the image as any upload, to members who may read its channel', async () => {
    const response = await personas.call('free', 'GET', `/api/uploads/${DEMO_IMAGE_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it("keeps each seeded channel from members who can't read it", async () => {
    const refused: [(typeof DEV_PERSONAS)[number], string][] = [
      ['free', 'crypto_channel'],
      ['free', 'premium'],
      ['free', 'marketing_chat'],
      ['free', 'staff'],
      ['premium', 'staff'],
      ['premium', 'crypto_channel'],
      ['analyst', 'premium'],
      ['marketing', 'staff'],
    ];
    const [ticket] = await personas.t.db.select().from(tickets);
    refused.push(['premium', ticket?.name ?? '']);
    for (const [persona, channel] of refused) {
      const response = await personas.call(persona, 'GET', `/api/channels/${channel}/messages`);
      expect(response.statusCode, `${persona} reads ${channel}`).toBe(403);
    }
    const { channels } = (await json('free', '/api/channels')) as { channels: { slug: string }[] };
    expect(channels.map((c) => c.slug)).not.toContain('crypto_channel');
  });
});

describe('when the demo community is written', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  const freshDatabase = async () => {
    const test = await createTestDatabase();
    cleanups.push(test.drop);
    return test;
  };
  const storage = createFileStorage({ s3: undefined, dataDir });

  it('is never written in production, nor under test, and production refuses to turn it on', async () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      METRICS_TOKEN: 'token',
      ALLOW_EMBEDDED_DATABASE: 'true',
      DATA_DIR: dataDir,
    };
    expect(loadConfig(production).demoContent).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_CONTENT: 'true' })).toThrow(/DEMO_CONTENT/);
    expect(loadConfig({ NODE_ENV: 'test' }).demoContent).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).demoContent).toBe(true);

    const test = await createTestDatabase({ seed: false });
    cleanups.push(test.drop);
    await seedOnStart(test.handle.db, loadConfig(production));
    const counted = await counts(test.handle.db);
    expect(counted).toMatchObject({ users: 1, demoCommunity: 0, polls: 0, signals: 0 });
    expect(await demoMessages(test.handle.db)).toEqual([]);
  });

  it('is written by one of several instances starting together', async () => {
    const test = await freshDatabase();
    // On PostgreSQL these are separate connection pools, as separate processes would have.
    const handles = await Promise.all(
      [1, 2, 3].map(async () =>
        test.url ? openDatabase({ databaseUrl: test.url, dataDir: null }) : test.handle,
      ),
    );
    const wrote = await Promise.all(
      handles.map((handle) => seedDemoCommunity(handle.db, storage, { now: NOW })),
    );
    expect(wrote.filter(Boolean)).toHaveLength(1);
    expect((await counts(test.handle.db)).polls).toBe(1);
    for (const handle of handles) if (handle !== test.handle) await handle.close();
  });

  it('leaves a community that already talks alone, and never comes back', async () => {
    const test = await freshDatabase();
    const { db } = test.handle;
    await db.insert(messages).values({ channel: 'general', userId: 'demo-free', text: 'hi' });
    expect(await seedDemoCommunity(db, storage, { now: NOW })).toBe(false);
    await db.delete(messages).where(eq(messages.userId, 'demo-free'));
    expect(await seedDemoCommunity(db, storage, { now: NOW })).toBe(false);
    expect(await demoMessages(db)).toEqual([]);
    expect((await counts(db)).demoCommunity).toBe(1);
  });

  it('refuses content that breaks a rule of the app, and writes none of it', async () => {
    const broken = (change: (content: DemoCommunity) => void): DemoCommunity => {
      const copy = structuredClone(DEMO_COMMUNITY);
      change(copy);
      return copy;
    };
    const general = (content: DemoCommunity) =>
      content.channels.find((c) => c.channel === 'general')?.messages ?? [];
    const cases: [string, DemoCommunity][] = [
      [
        'free member in the crypto channel',
        broken((c) =>
          c.channels.push({
            channel: 'crypto_channel',
            messages: [{ key: 'x', by: 'free', at: 10, text: 'hi' }],
          }),
        ),
      ],
      [
        'announcement by a member',
        broken((c) =>
          c.channels.push({
            channel: 'announcements',
            messages: [{ key: 'x', by: 'premium', at: 10, text: 'news' }],
          }),
        ),
      ],
      ['banned word', broken((c) => general(c).push({ key: 'x', by: 'leo', at: 1, text: 'shit' }))],
      [
        'too long',
        broken((c) => general(c).push({ key: 'x', by: 'leo', at: 1, text: 'a'.repeat(4001) })),
      ],
      [
        'mention of a member who cannot read the channel',
        broken((c) =>
          c.channels
            .find((ch) => ch.channel === 'staff')
            ?.messages.push({ key: 'x', by: 'admin', at: 1, text: 'hey @NinaOkafor' }),
        ),
      ],
      [
        'reaction by a member who cannot read the channel',
        broken((c) =>
          c.channels
            .find((ch) => ch.channel === 'premium')
            ?.messages.push({
              key: 'x',
              by: 'premium',
              at: 1,
              text: 'hi',
              reactions: { '👍': ['free'] },
            }),
        ),
      ],
      [
        'pin by a member',
        broken((c) => general(c).push({ key: 'x', by: 'leo', at: 1, text: 'hi', pinnedBy: 'leo' })),
      ],
      [
        'reply to another channel',
        broken((c) =>
          general(c).push({ key: 'x', by: 'leo', at: 1, text: 'hi', replyTo: 'begginer:stop' }),
        ),
      ],
      ['signal by a member', broken((c) => c.signals.push({ ...c.signals[0]!, by: 'premium' }))],
      [
        'meeting by an analyst',
        broken((c) => c.meetings.push({ ...c.meetings[0]!, by: 'analyst' })),
      ],
    ];
    const test = await freshDatabase();
    for (const [name, content] of cases) {
      await expect(
        seedDemoCommunity(test.handle.db, storage, { now: NOW, content }),
        name,
      ).rejects.toThrow(DemoContentError);
    }
    expect(await counts(test.handle.db)).toMatchObject({ demoCommunity: 0, polls: 0, tickets: 0 });
    expect(await demoMessages(test.handle.db)).toEqual([]);
    const rows = await test.handle.db
      .select()
      .from(messages)
      .where(and(isNotNull(messages.clientId), sql`${messages.userId} <> 'bot'`));
    expect(rows).toEqual([]);
  });
});
