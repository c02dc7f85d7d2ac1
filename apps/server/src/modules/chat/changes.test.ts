import { CHANNEL_CHANGES_KEPT, type ChatMessage } from '@bbt/domain';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelChanges } from './schema';
import { changeTargets, expectEveryChange, postTargets } from '../../test/channel-changes';
import { signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectWithCookie,
  createSocketTestApp,
  eventually,
  type TestSocket,
} from '../../test/test-sockets';
import { recordChannelChange } from './changes-repo';

let t: TestApp;
let url: string;
let sockets: TestSocket[];
let founder: TestSocket;
let freeCookie: string;

beforeAll(async () => {
  const started = await createSocketTestApp({ CHAT_FLOOD_MESSAGES: '100' }, ['founder', 'free']);
  ({ t, url, sockets } = started);
  founder = started.personas.founder.socket;
  freeCookie = started.personas.free.cookie;
});
afterAll(() => t.close());

type Changes = { tooFarBehind: boolean; seq: number; messages: ChatMessage[] };

async function changesSince(cookie: string, channel: string, since: string | number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/channels/${channel}/changes?since=${since}`,
    headers: { cookie },
  });
  return { status: response.statusCode, body: response.json<Changes>() };
}

/** The channel's newest change as a history page reports it. */
async function historySeq(cookie: string, channel: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/channels/${channel}/messages`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ seq: number }>().seq;
}

describe("a channel's changes (decision 0056)", () => {
  it('gives a member whose socket was cut every edit, delete, reaction, pin and thread reply', async () => {
    const targets = await postTargets(founder, 'general');
    const reader = await connectWithCookie(url, freeCookie);
    sockets.push(reader);
    const seen = await historySeq(freeCookie, 'general');

    reader.disconnect();
    await changeTargets(founder, targets);
    reader.connect();
    await eventually(() => expect(reader.connected).toBe(true));

    const { status, body } = await changesSince(freeCookie, 'general', seen);
    expect(status).toBe(200);
    expectEveryChange(body, targets, seen);
    // Caught up: nothing more after the number it answered.
    expect((await changesSince(freeCookie, 'general', body.seq)).body).toEqual({
      tooFarBehind: false,
      seq: body.seq,
      messages: [],
    });
  });

  it('numbers every broadcast change of a channel one after another', async () => {
    const targets = await postTargets(founder, 'general');
    const reader = await connectWithCookie(url, freeCookie);
    sockets.push(reader);
    const seen = await historySeq(freeCookie, 'general');
    const updated = collect(reader, 'message:updated');
    const posted = collect(reader, 'message:new');

    const acks = await changeTargets(founder, targets);

    // The targets' own broadcasts may still arrive (a busy channel's window: decision 0085).
    const changes = () => [...updated, ...posted].filter((m) => m.seq! > seen);
    await eventually(() => expect(changes()).toHaveLength(7));
    const numbers = changes()
      .map((m) => m.seq)
      .sort((a, b) => a! - b!);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => seen + n));
    expect(acks.edit.seq).toBe(seen + 1);
    // The thread reply and its root's new count are two changes.
    expect(updated.find((m) => m.id === targets.root.id && m.thread)?.seq).toBe(seen + 7);
  });

  it('tells a member too far behind to reload: past the log it keeps, or ahead of it', async () => {
    const targets = await postTargets(founder, 'begginer');
    const seen = await historySeq(freeCookie, 'begginer');
    await changeTargets(founder, targets);
    // Retention dropped the first change after what the member saw.
    await t.db
      .delete(channelChanges)
      .where(and(eq(channelChanges.channel, 'begginer'), lte(channelChanges.seq, seen + 1)));

    expect((await changesSince(freeCookie, 'begginer', seen)).body).toEqual({
      tooFarBehind: true,
      seq: seen + 7,
      messages: [],
    });
    expect((await changesSince(freeCookie, 'begginer', seen + 1)).body.tooFarBehind).toBe(false);
    expect((await changesSince(freeCookie, 'begginer', seen + 100)).body).toMatchObject({
      tooFarBehind: true,
      seq: seen + 7,
    });
  });

  it('keeps the newest CHANNEL_CHANGES_KEPT changes of a channel', async () => {
    const channel = 'pruned_channel';
    const at = new Date();
    await t.db.insert(channelChanges).values(
      Array.from({ length: CHANNEL_CHANGES_KEPT + 99 }, (_, i) => ({
        channel,
        seq: i + 1,
        kind: 'new' as const,
        messageId: 1,
        createdAt: at,
      })),
    );
    const seq = await t.db.transaction((tx) =>
      recordChannelChange(tx, { channel, kind: 'edit', messageId: 1 }),
    );
    expect(seq).toBe(CHANNEL_CHANGES_KEPT + 100);
    const kept = await t.db
      .select({ seq: channelChanges.seq })
      .from(channelChanges)
      .where(eq(channelChanges.channel, channel));
    expect(kept).toHaveLength(CHANNEL_CHANGES_KEPT);
    expect(Math.min(...kept.map((row) => row.seq))).toBe(101);
  });

  it('refuses a bad `since` with 400, and a member who may not read the channel', async () => {
    for (const since of ['-1', 'abc', '1.5', ''])
      expect((await changesSince(freeCookie, 'general', since)).status).toBe(400);
    expect((await changesSince(freeCookie, 'premium', 0)).status).toBe(403);
    expect((await changesSince(freeCookie, 'no_such_channel', 0)).status).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/channels/general/changes?since=0',
    });
    expect(signedOut.statusCode).toBe(401);
    const staff = await signInAs(t.app, 'founder');
    expect((await changesSince(staff, 'staff', 0)).status).toBe(200);
  });
});
