import { COUNT_CAP, mentionKey, type Ack, type ChatMessage } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { personaChat } from '../../test/persona-chat';
import { demoPersona, updateMemberRow } from '../../test/test-app';
import { collect, eventually } from '../../test/test-sockets';

const chat = personaChat();
const { api, countsOf, history, markRead, catchUp, connect, send, cookies } = chat;

describe('unread and mention counts', () => {
  it('counts messages by others and the mentions of the member, by name or @everyone', async () => {
    await catchUp('free', 'general');
    await catchUp('founder', 'general');
    await send(chat.founder, 'general', 'good morning traders');
    const named = await send(chat.founder, 'general', 'hi @NinaOkafor, welcome');
    await send(chat.founder, 'general', 'heads up @everyone: markets open soon');
    expect(named.mentions.userIds).toEqual([demoPersona('free').id]);

    expect(await countsOf('free', 'general')).toEqual({ unread: 3, mentions: 2 });
    // The author's own messages never count.
    expect(await countsOf('founder', 'general')).toEqual({ unread: 0, mentions: 0 });
  });

  it("never counts the member's own messages, even when they mention themselves", async () => {
    await catchUp('free', 'general');
    const before = await countsOf('founder', 'general');
    const self = mentionKey(demoPersona('founder').name);
    await send(chat.founder, 'general', `note to self @${self} @everyone @founder`);
    expect(await countsOf('founder', 'general')).toEqual(before);
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 1 });
  });

  it("counts '@everyone' and '@role' only from founders and admins (decision 0023)", async () => {
    await catchUp('free', 'general');
    const premium = await connect('premium');
    const plain = await send(premium, 'general', 'pump it @everyone @free_member');
    expect(plain.text).toBe('pump it @everyone @free_member');
    expect(plain.mentions).toEqual({ userIds: [], roles: [], everyone: false });
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 0 });

    const admin = await connect('admin');
    const ping = await send(admin, 'general', 'maintenance tonight @free_member');
    expect(ping.mentions.roles).toEqual(['free_member']);
    expect(await countsOf('free', 'general')).toEqual({ unread: 2, mentions: 1 });
  });

  it('counts no mention written as code, inside a link or after a backslash (decision 0033)', async () => {
    await catchUp('free', 'general');
    const shown = await send(
      chat.founder,
      'general',
      'quote it as `@NinaOkafor`, see https://x.io/@NinaOkafor, \\@everyone\n```\n@everyone\n```',
    );
    expect(shown.mentions).toEqual({ userIds: [], roles: [], everyone: false });
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 0 });
  });

  it("clears on read and tells the member's other sockets", async () => {
    const second = await connect('free');
    const onFirst = collect(chat.free, 'channel:counts');
    const onSecond = collect(second, 'channel:counts');
    const premium = await connect('premium');
    const onOther = collect(premium, 'channel:counts');

    const newest = (await history('free', 'general')).at(-1);
    expect(newest).toBeDefined();
    const response = await markRead('free', 'general', newest?.id ?? 0);
    expect(response.statusCode).toBe(200);
    const cleared = { channel: 'general', unread: 0, mentions: 0 };
    expect(response.json()).toEqual({ counts: cleared });
    expect(await countsOf('free', 'general')).toEqual({ unread: 0, mentions: 0 });

    await eventually(() => {
      expect(onFirst).toEqual([cleared]);
      expect(onSecond).toEqual([cleared]);
    });
    expect(onOther).toEqual([]);
  });

  it('never moves the read position backwards', async () => {
    await catchUp('free', 'general');
    const first = await send(chat.founder, 'general', 'one');
    await send(chat.founder, 'general', 'two @NinaOkafor');

    const partly = await markRead('free', 'general', first.id);
    expect(partly.json().counts).toEqual({ channel: 'general', unread: 1, mentions: 1 });

    const backwards = await markRead('free', 'general', 0);
    expect(backwards.statusCode).toBe(200);
    expect(backwards.json().counts).toEqual({ channel: 'general', unread: 1, mentions: 1 });
    const older = await markRead('free', 'general', first.id - 1);
    expect(older.json().counts).toEqual({ channel: 'general', unread: 1, mentions: 1 });
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 1 });
  });

  it('marks a channel read through the misspelt announcements slug too', async () => {
    // The seeded starter announcement is unread too.
    const { unread } = await countsOf('free', 'announcements');
    await send(chat.founder, 'announcements', 'release notes are out');
    expect((await countsOf('free', 'announcements')).unread).toBe(unread + 1);
    const newest = (await history('free', 'annoucements')).at(-1);
    const response = await markRead('free', 'annoucements', newest?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({ channel: 'announcements', unread: 0, mentions: 0 });
    expect(await countsOf('free', 'announcements')).toEqual({ unread: 0, mentions: 0 });
  });

  it('refuses to mark a channel the member may not read, or one that does not exist', async () => {
    const premium = await markRead('free', 'premium', 1);
    expect(premium.statusCode).toBe(403);
    expect(premium.json().error.code).toBe('no_permission');
    const unknown = await markRead('free', 'nope', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Channel Not Found' });
    for (const body of [
      {},
      { lastId: -1 },
      { lastId: 1.5 },
      { lastId: '3' },
      { lastId: 1, x: 1 },
    ]) {
      const response = await api('POST', '/api/channels/general/read', cookies.free, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api('POST', '/api/channels/general/read', undefined, { lastId: 1 })).statusCode,
    ).toBe(401);
  });

  it('counts an @role mention only for members holding the role', async () => {
    await catchUp('free', 'general');
    await catchUp('premium', 'general');
    const claimed = await api('POST', '/api/me/roles', cookies.premium, {
      role: 'crypto',
      claimed: true,
    });
    expect(claimed.statusCode).toBe(200);
    try {
      const message = await send(chat.founder, 'general', 'bitcoin breakout, @crypto');
      expect(message.mentions.roles).toEqual(['crypto']);
      expect(await countsOf('premium', 'general')).toEqual({ unread: 1, mentions: 1 });
      expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 0 });
    } finally {
      await api('POST', '/api/me/roles', cookies.premium, { role: 'crypto', claimed: false });
    }
  });

  it('does not count a mention of a member who could not read the channel', async () => {
    const message = await send(chat.founder, 'premium', 'ping @NinaOkafor and @JamalCarter');
    expect(message.mentions.userIds).toEqual([demoPersona('premium').id]);
    expect(await countsOf('premium', 'premium')).toMatchObject({ mentions: 1 });

    // Even once the free member gains the room, that message is not a mention of them.
    await updateMemberRow(chat.t, demoPersona('free').id, { premiumTrader: true });
    try {
      expect(await countsOf('free', 'premium')).toEqual({ unread: 1, mentions: 0 });
    } finally {
      await updateMemberRow(chat.t, demoPersona('free').id, { premiumTrader: false });
    }
  });

  it('stops counting a deleted message', async () => {
    await catchUp('free', 'general');
    const doomed = await send(chat.founder, 'general', '@NinaOkafor this will vanish');
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 1 });

    const ack = (await chat.founder
      .timeout(5_000)
      .emitWithAck('message:delete', { id: doomed.id })) as Ack<ChatMessage>;
    expect(ack).toMatchObject({ ok: true, data: { id: doomed.id, deleted: true } });
    expect(await countsOf('free', 'general')).toEqual({ unread: 0, mentions: 0 });
  });

  /**
   * Adds `count` messages by the founder to a channel in one statement, the oldest first, each
   * a minute apart up to now; `everyoneFrom` on (1-based) they ping @everyone. Returns their ids.
   */
  async function bulkMessages(channel: string, count: number, everyoneFrom = count + 1) {
    const result = await chat.t.db.execute(sql`
      insert into messages (channel, user_id, text, created_at, mention_everyone)
      select ${channel}, ${demoPersona('founder').id}, 'bulk ' || i,
        now() - (${count} - i) * interval '1 minute', i >= ${everyoneFrom}
      from generate_series(1, ${count}::int) as i
      returning id`);
    return (result as unknown as { rows: { id: number | string }[] }).rows
      .map((r) => Number(r.id))
      .sort((a, b) => a - b);
  }

  it(`counts exactly up to ${COUNT_CAP}, then answers ${COUNT_CAP + 1} ("${COUNT_CAP}+")`, async () => {
    await catchUp('free', 'general');
    const ids = await bulkMessages('general', COUNT_CAP + 51, 31);
    expect(await countsOf('free', 'general')).toEqual({
      unread: COUNT_CAP + 1,
      mentions: COUNT_CAP + 1,
    });
    // Read up to the 99th newest, then the 30th: what is left is exact again.
    const atCap = await markRead('free', 'general', ids.at(-COUNT_CAP - 1) ?? 0);
    expect(atCap.json().counts).toEqual({
      channel: 'general',
      unread: COUNT_CAP,
      mentions: COUNT_CAP,
    });
    const marked = await markRead('free', 'general', ids.at(-31) ?? 0);
    expect(marked.json().counts).toEqual({ channel: 'general', unread: 30, mentions: 30 });
  });

  it("counts a far-behind member's mentions exactly, however many messages came after them", async () => {
    await catchUp('free', 'general');
    const early = await send(chat.founder, 'general', '@NinaOkafor did you see this?');
    const ids = await bulkMessages('general', 3_000);
    expect(ids[0]).toBeGreaterThan(early.id);
    expect(await countsOf('free', 'general')).toEqual({ unread: COUNT_CAP + 1, mentions: 1 });
    await markRead('free', 'general', early.id);
    expect(await countsOf('free', 'general')).toEqual({ unread: COUNT_CAP + 1, mentions: 0 });
    await markRead('free', 'general', ids.at(-5) ?? 0);
    expect(await countsOf('free', 'general')).toEqual({ unread: 4, mentions: 0 });
  });

  it('counts for a member who never read a channel only what came after they joined', async () => {
    const marketer = demoPersona('marketing');
    const [row] = await chat.t.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, marketer.id));
    const createdAt = row?.createdAt ?? new Date(0);
    // A long history the new member was never part of, with mentions of everyone.
    await bulkMessages('general', 500, 1);
    await chat.t.db.execute(
      sql`delete from channel_reads where user_id = ${marketer.id} and channel = 'general'`,
    );
    await updateMemberRow(chat.t, marketer.id, { createdAt: new Date() });
    try {
      expect(await countsOf('marketing', 'general')).toEqual({ unread: 0, mentions: 0 });
      await send(chat.founder, 'general', 'welcome aboard @everyone');
      expect(await countsOf('marketing', 'general')).toEqual({ unread: 1, mentions: 1 });
    } finally {
      await updateMemberRow(chat.t, marketer.id, { createdAt });
    }
  });

  it('counts for a member who never read a channel from their joining, before the cap and past it', async () => {
    const marketer = demoPersona('marketing');
    const [row] = await chat.t.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, marketer.id));
    const createdAt = row?.createdAt ?? new Date(0);
    await chat.t.db.execute(
      sql`delete from channel_reads where user_id = ${marketer.id} and channel = 'general'`,
    );
    try {
      // 200 messages a minute apart, every one @everyone; the member joined 30.5 minutes ago,
      // so the newest 31 came after: the floor is found among the newest COUNT_CAP + 1.
      await bulkMessages('general', 200, 1);
      await updateMemberRow(chat.t, marketer.id, {
        createdAt: new Date(Date.now() - 30.5 * 60_000),
      });
      expect(await countsOf('marketing', 'general')).toEqual({ unread: 31, mentions: 31 });
      // Joined 150.5 minutes ago: 151 came after, more than the cap: no floor is looked for
      // further back, and the counts stop at the cap.
      await updateMemberRow(chat.t, marketer.id, {
        createdAt: new Date(Date.now() - 150.5 * 60_000),
      });
      expect(await countsOf('marketing', 'general')).toEqual({
        unread: COUNT_CAP + 1,
        mentions: COUNT_CAP + 1,
      });
    } finally {
      await updateMemberRow(chat.t, marketer.id, { createdAt });
    }
  });

  it('stays exact while sends and read marks race', async () => {
    await catchUp('free', 'general');
    const premium = await connect('premium');
    const marks: Promise<unknown>[] = [];
    const sent = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const message = await send(
          i % 2 ? chat.founder : premium,
          'general',
          `race ${i} @NinaOkafor`,
        );
        // Each ack's id is marked read at once, while the other sends are still being stored.
        if (i % 3 === 0) marks.push(markRead('free', 'general', message.id));
        return message.id;
      }),
    );
    await Promise.all(marks);
    const readUpTo = Math.max(...sent.filter((_, i) => i % 3 === 0));
    const after = sent.filter((id) => id > readUpTo).length;
    expect(await countsOf('free', 'general')).toEqual({ unread: after, mentions: after });
  });
});
