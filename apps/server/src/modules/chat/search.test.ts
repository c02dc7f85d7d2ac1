import { randomUUID } from 'node:crypto';
import { COPY, fromRefusal } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createMember } from '../../test/factories';
import { messages } from './schema';
import { personaChat } from '../../test/persona-chat';
import { demoPersona, updateMemberRow, type Persona } from '../../test/test-app';
import { matchRanges, type SearchResult } from './search';
import { MATCH_END, MATCH_START, SEARCH_WINDOW } from './search-repo';

const chat = personaChat();
const { api, cookies } = chat;

/** A word no other test's messages hold, so each test sees only its own. */
const fresh = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

const search = (as: Persona | null, q: string, extra = '') =>
  api(
    'GET',
    `/api/messages/search?q=${encodeURIComponent(q)}${extra}`,
    as ? cookies[as] : undefined,
  );

async function found(as: Persona, q: string, extra = ''): Promise<SearchResult[]> {
  const response = await search(as, q, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}
const texts = async (as: Persona, q: string) => (await found(as, q)).map((r) => r.message.text);

/** Stores a message directly (so tests choose its author, channel, date, image and thread). */
async function store(
  values: Partial<typeof messages.$inferInsert> & { channel: string; text: string },
): Promise<number> {
  const [row] = await chat.t.db
    .insert(messages)
    .values({ userId: demoPersona('founder').id, ...values })
    .returning({ id: messages.id });
  return row!.id;
}

async function openTicketOf(as: Persona): Promise<string> {
  const response = await api('POST', '/api/tickets', cookies[as]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().ticket.name;
}

describe('GET /api/messages/search', () => {
  it('finds messages by their words, newest first, with the matches highlighted', async () => {
    const word = fresh();
    const older = await store({ channel: 'general', text: `Gold ${word} breaking out` });
    const newer = await store({ channel: 'results', text: `<b>${word}</b> closed +12%` });
    await store({ channel: 'general', text: `nothing to see ${fresh()}` });
    const results = await found('free', word);
    expect(results.map((r) => r.message.id)).toEqual([newer, older]);
    expect(results[1]?.message).toMatchObject({
      channel: 'general',
      author: { name: demoPersona('founder').name },
    });
    expect(results[1]?.highlights).toEqual([{ start: 5, end: 5 + word.length }]);
    // The text comes back as it was typed: markup stays text for the client to show as text.
    const tagged = results[0]!;
    expect(tagged.message.text).toBe(`<b>${word}</b> closed +12%`);
    expect(tagged.highlights.map((h) => tagged.message.text.slice(h.start, h.end))).toEqual([word]);
    expect(tagged.threadRootId).toBeNull();
  });

  it('matches stemmed words and quoted phrases only as phrases', async () => {
    const word = fresh();
    const phrase = await store({ channel: 'general', text: `${word} buy the dip today` });
    await store({ channel: 'general', text: `${word} dip and then buy` });
    expect((await found('free', `${word} "buy the dip"`)).map((r) => r.message.id)).toEqual([
      phrase,
    ]);
    expect(await found('free', `${word} buying`)).toHaveLength(2);
  });

  it('leaves deleted messages out', async () => {
    const word = fresh();
    await store({ channel: 'general', text: word, deletedAt: new Date() });
    expect(await found('free', word)).toEqual([]);
  });

  it('pages with before and hasMore', async () => {
    const word = fresh();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await store({ channel: 'general', text: `${word} ${i}` }));
    const first = await search('free', word, '&limit=2');
    expect(first.json().hasMore).toBe(true);
    const firstIds = first.json().results.map((r: SearchResult) => r.message.id);
    expect(firstIds).toEqual([ids[4], ids[3]]);
    const rest = await search('free', word, `&limit=10&before=${ids[3]}`);
    expect(rest.json().results.map((r: SearchResult) => r.message.id)).toEqual([
      ids[2],
      ids[1],
      ids[0],
    ]);
    expect(rest.json().hasMore).toBe(false);
  });

  it('pages newest first through a word too common to sort (over 2,000 matches)', async () => {
    const word = fresh();
    await chat.t.db.execute(sql`insert into messages (channel, user_id, text)
      select 'general', ${demoPersona('founder').id}, ${word} || ' ' || i
      from generate_series(1, 2100) as i`);
    const first = await search('free', word, '&limit=3');
    const page: SearchResult[] = first.json().results;
    expect(page.map((r) => r.message.text)).toEqual([
      `${word} 2100`,
      `${word} 2099`,
      `${word} 2098`,
    ]);
    expect(first.json().hasMore).toBe(true);
    const next = await search('free', word, `&limit=2&before=${page[2]!.message.id}`);
    expect(next.json().results.map((r: SearchResult) => r.message.text)).toEqual([
      `${word} 2097`,
      `${word} 2096`,
    ]);
  });

  it('joins matches among the newest messages with older ones the index finds (decision 0060)', async () => {
    const word = fresh();
    const older = [];
    for (let i = 0; i < 3; i++)
      older.push(await store({ channel: 'general', text: `${word} old ${i}` }));
    // Enough messages after them that the older matches are outside the newest window.
    await chat.t.db.execute(sql`insert into messages (channel, user_id, text)
      select 'general', ${demoPersona('founder').id}, 'filler ' || i
      from generate_series(1, ${SEARCH_WINDOW}) as i`);
    const newer = [];
    for (let i = 0; i < 2; i++)
      newer.push(await store({ channel: 'general', text: `${word} new ${i}` }));
    const first = await search('free', word, '&limit=4');
    expect(first.json().results.map((r: SearchResult) => r.message.id)).toEqual([
      newer[1],
      newer[0],
      older[2],
      older[1],
    ]);
    expect(first.json().hasMore).toBe(true);
    const rest = await search('free', word, `&limit=4&before=${older[1]}`);
    expect(rest.json().results.map((r: SearchResult) => r.message.id)).toEqual([older[0]]);
    expect(rest.json().hasMore).toBe(false);
  });

  it('filters by author with from:name or from:@name', async () => {
    const word = fresh();
    const byFree = await store({ channel: 'general', text: word, userId: demoPersona('free').id });
    await store({ channel: 'general', text: word });
    const handle = demoPersona('free').name.replace(/\s+/g, '');
    for (const from of [`from:${handle}`, `from:@${handle.toUpperCase()}`]) {
      expect(
        (await found('founder', `${word} ${from}`)).map((r) => r.message.id),
        from,
      ).toEqual([byFree]);
    }
    // Typed without the menu (decision 0068): a name's start finds its one member, else a hint.
    const first = demoPersona('free').name.split(/\s+/)[0]!;
    expect((await found('founder', `${word} from:${first}`)).map((r) => r.message.id)).toEqual([
      byFree,
    ]);
    const unknown = await search('founder', `${word} from:nobodyofthatname`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'unknown_author',
      message: fromRefusal('nobodyofthatname', false),
    });
    const shared = `Twin${word}`;
    await createMember(chat.t.db, { name: `${shared} One` });
    await createMember(chat.t.db, { name: `${shared} Two` });
    const several = await search('founder', `${word} from:${shared}`);
    expect(several.statusCode).toBe(400);
    expect(several.json().error.message).toBe(fromRefusal(shared.toLowerCase(), true));
  });

  it('filters by channel with in:#channel, refusing one the member may not read', async () => {
    const word = fresh();
    const inResults = await store({ channel: 'results', text: word });
    await store({ channel: 'general', text: word });
    expect((await found('free', `${word} in:#results`)).map((r) => r.message.id)).toEqual([
      inResults,
    ]);
    expect((await found('free', `${word} in:results`)).map((r) => r.message.id)).toEqual([
      inResults,
    ]);
    const premium = await search('free', `${word} in:#premium`);
    expect(premium.statusCode).toBe(403);
    expect(premium.json().error).toEqual({
      code: 'no_permission',
      message: COPY.chat.noPermission,
    });
    const unknown = await search('free', `${word} in:#nowhere`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(COPY.chat.channelNotFound);
  });

  it('filters messages with an image with has:image', async () => {
    const word = fresh();
    const uploadId = randomUUID();
    await chat.t.db.insert(uploads).values({
      id: uploadId,
      userId: demoPersona('founder').id,
      channel: 'general',
      storageKey: uploadId,
      contentType: 'image/png',
      bytes: 10,
      width: 1,
      height: 1,
    });
    const withImage = await store({ channel: 'general', text: `${word} chart`, uploadId });
    await store({ channel: 'general', text: `${word} no chart` });
    const results = await found('free', `${word} has:image`);
    expect(results.map((r) => r.message.id)).toEqual([withImage]);
    expect(results[0]?.message.image?.url).toBe(`/api/uploads/${uploadId}`);
  });

  it('filters by day with before: and after: (days in UTC, both ends left out)', async () => {
    const word = fresh();
    const at = (iso: string) => store({ channel: 'general', text: word, createdAt: new Date(iso) });
    const jan1 = await at('2024-01-01T23:59:00Z');
    const jan2 = await at('2024-01-02T00:00:00Z');
    const jan3 = await at('2024-01-03T12:00:00Z');
    const ids = async (q: string) => (await found('free', `${word} ${q}`)).map((r) => r.message.id);
    expect(await ids('before:2024-01-02')).toEqual([jan1]);
    expect(await ids('after:2024-01-01')).toEqual([jan3, jan2]);
    expect(await ids('after:2024-01-01 before:2024-01-03')).toEqual([jan2]);
  });

  it('searches with filters only', async () => {
    const word = fresh();
    const own = await store({ channel: 'begginer', text: word, userId: demoPersona('free').id });
    const handle = demoPersona('free').name.replace(/\s+/g, '');
    const results = await found('free', `from:${handle} in:#begginer`);
    expect(results[0]?.message.id).toBe(own);
    expect(results[0]?.highlights).toEqual([]);
  });

  it('finds thread replies and says which thread they are in', async () => {
    const word = fresh();
    const root = await store({ channel: 'general', text: 'a question' });
    const reply = await store({
      channel: 'general',
      text: `${word} an answer`,
      threadRootId: root,
    });
    const [result] = await found('free', word);
    expect(result?.message.id).toBe(reply);
    expect(result?.threadRootId).toBe(root);
  });

  it('never shows a free member what is said in premium, staff or marketing rooms', async () => {
    const word = fresh();
    for (const channel of ['premium', 'staff', 'marketing_chat', 'crypto_channel'])
      await store({ channel, text: `${word} ${channel}` });
    expect(await found('free', word)).toEqual([]);
    expect(await texts('premium', word)).toEqual([`${word} premium`]);
    expect((await texts('support', word)).sort()).toEqual([`${word} staff`]);
    expect((await texts('marketing', word)).sort()).toEqual([`${word} marketing_chat`]);
  });

  it('shows a ticket only to its opener and the ticket staff', async () => {
    const word = fresh();
    const ticket = await openTicketOf('free');
    await store({ channel: ticket, text: word, userId: demoPersona('free').id });
    expect(await texts('free', word)).toEqual([word]);
    for (const staff of ['support', 'admin', 'founder'] as const)
      expect(await texts(staff, word), staff).toEqual([word]);
    for (const other of ['premium', 'analyst', 'marketing'] as const)
      expect(await texts(other, word), other).toEqual([]);
    expect((await search('premium', `${word} in:#${ticket}`)).statusCode).toBe(403);
  });

  it('stops finding a room as soon as its access is lost', async () => {
    const word = fresh();
    await store({ channel: 'premium', text: word });
    const free = demoPersona('free').id;
    await updateMemberRow(chat.t, free, { premiumTrader: true });
    try {
      expect(await texts('free', word)).toEqual([word]);
    } finally {
      await updateMemberRow(chat.t, free, { premiumTrader: false });
    }
    expect(await texts('free', word)).toEqual([]);
  });

  it('refuses a banned member, as the rest of the chat', async () => {
    const word = fresh();
    await store({ channel: 'general', text: word });
    await chat.setDiscipline('free', { banUntil: new Date(Date.now() + 3_600_000) });
    try {
      const response = await search('free', word);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('banned');
    } finally {
      await chat.setDiscipline('free', { banUntil: new Date(0) });
    }
  });

  it('answers bad input with 400 and a readable message', async () => {
    const cases: [string, string][] = [
      ['q=', 'Type a word or a filter to search'],
      ['q=before%3A2024-02-30', 'before: needs a date written YYYY-MM-DD, like before:2025-01-31'],
      ['q=has%3Avideo', 'has: can only be has:image'],
      ['q=from%3Aa%20from%3Ab', 'Use from: once in a search'],
      // Its next day has a five-digit year, which the database can't be asked about.
      ['q=after%3A9999-12-31', 'after: needs a date before 9999-12-31'],
    ];
    for (const [query, message] of cases) {
      const response = await api('GET', `/api/messages/search?${query}`, cookies.free);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toEqual({ code: 'invalid_search', message });
    }
    for (const query of [
      '',
      'q=gold&limit=0',
      'q=gold&limit=51',
      'q=gold&before=0',
      'q=gold&before=x',
    ]) {
      const response = await api('GET', `/api/messages/search?${query}`, cookies.free);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('validation_failed');
    }
  });

  it('needs a session (401)', async () => {
    expect((await search(null, 'gold')).statusCode).toBe(401);
  });
});

describe('matchRanges', () => {
  it('reads the marks ts_headline put around matches', () => {
    const text = 'buy gold, sell gold';
    const marked = `buy ${MATCH_START}gold${MATCH_END}, sell ${MATCH_START}gold${MATCH_END}`;
    expect(matchRanges(text, marked)).toEqual([
      { start: 4, end: 8 },
      { start: 15, end: 19 },
    ]);
  });

  it('highlights nothing when the text holds a mark itself or the copy differs', () => {
    const sneaky = `gold${MATCH_START}`;
    expect(matchRanges(sneaky, `${MATCH_START}gold${MATCH_END}${MATCH_START}`)).toEqual([]);
    expect(matchRanges('gold', `${MATCH_START}gold${MATCH_END} extra`)).toEqual([]);
    expect(matchRanges('gold', undefined)).toEqual([]);
  });
});

describe('GET /api/channels/:slug/messages?around=', () => {
  it('answers the page around a message, saying whether older and newer ones exist', async () => {
    const word = fresh();
    const ids = [];
    for (let i = 0; i < 9; i++)
      ids.push(await store({ channel: 'begginer', text: `${word} ${i}` }));
    const window = await api(
      'GET',
      `/api/channels/begginer/messages?around=${ids[4]}&limit=4`,
      cookies.free,
    );
    expect(window.statusCode).toBe(200);
    expect(window.json().messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(3, 7));
    expect(window.json()).toMatchObject({ hasMore: true, hasNewer: true });
    const end = await api(
      'GET',
      `/api/channels/begginer/messages?around=${ids[8]}&limit=4`,
      cookies.free,
    );
    expect(end.json().messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(7, 9));
    expect(end.json().hasNewer).toBe(false);
  });

  it('keeps the channel rules and refuses around with before or after', async () => {
    const id = await store({ channel: 'premium', text: fresh() });
    expect(
      (await api('GET', `/api/channels/premium/messages?around=${id}`, cookies.free)).statusCode,
    ).toBe(403);
    const window = await api('GET', `/api/channels/premium/messages?around=${id}`, cookies.premium);
    expect(window.json().messages.map((m: { id: number }) => m.id)).toContain(id);
    for (const query of [`around=${id}&before=${id}`, `around=${id}&after=1`, 'around=0']) {
      const response = await api('GET', `/api/channels/premium/messages?${query}`, cookies.premium);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
