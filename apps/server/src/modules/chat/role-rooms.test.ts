import { describe, expect, it } from 'vitest';
import { personaChat, sidebar } from '../../test/persona-chat';
import { demoPersona, updateMemberRow } from '../../test/test-app';
import { collect, eventually } from '../../test/test-sockets';

const chat = personaChat();
const { api, channelsOf, connect, sendRaw, send, cookies } = chat;

describe('POST /api/me/roles (self-claim)', () => {
  it('claiming crypto opens crypto_channel on the connected socket; removing closes it at once', async () => {
    const changed = collect(chat.free, 'member:changed');
    const arrived = collect(chat.free, 'message:new');

    const claim = await api('POST', '/api/me/roles', cookies.free, {
      role: 'crypto',
      claimed: true,
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().user.roles.crypto).toBe(true);
    await eventually(() => expect(changed).toHaveLength(1));
    expect((await channelsOf('free')).map((c) => c.slug)).toContain('crypto_channel');

    const before = await send(chat.founder, 'crypto_channel', 'ETH reclaiming the range');
    await eventually(() => expect(arrived.map((m) => m.id)).toContain(before.id));

    const remove = await api('POST', '/api/me/roles', cookies.free, {
      role: 'crypto',
      claimed: false,
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json().user.roles.crypto).toBe(false);
    await eventually(() => expect(changed).toHaveLength(2));

    const after = await send(chat.founder, 'crypto_channel', 'for crypto holders only');
    // A later message in a channel the member still reads marks the point everything before has arrived.
    const barrier = await send(chat.founder, 'general', 'barrier');
    await eventually(() => expect(arrived.map((m) => m.id)).toContain(barrier.id));
    expect(arrived.map((m) => m.id)).not.toContain(after.id);
    expect(arrived.filter((m) => m.channel === 'crypto_channel').map((m) => m.id)).toEqual([
      before.id,
    ]);

    expect((await channelsOf('free')).map((c) => c.slug)).not.toContain('crypto_channel');
    const refused = await sendRaw(chat.free, 'crypto_channel', 'let me in');
    expect(refused).toMatchObject({ ok: false, error: { code: 'no_permission' } });
    const readRefused = await api('GET', '/api/channels/crypto_channel/messages', cookies.free);
    expect(readRefused.statusCode).toBe(403);
  });

  it.each(['admin', 'founder', 'blue_badge_trader', 'premium_signals', 'marketing', 'everyone'])(
    'refuses to self-claim %s (400) and changes nothing',
    async (role) => {
      const before = (await api('GET', '/api/me', cookies.free)).json().user;
      const response = await api('POST', '/api/me/roles', cookies.free, { role, claimed: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      const after = (await api('GET', '/api/me', cookies.free)).json().user;
      expect(after.roles).toEqual(before.roles);
      expect(await channelsOf('free')).toHaveLength(sidebar().length);
    },
  );

  it('refuses malformed bodies and signed-out calls', async () => {
    for (const body of [{ role: 'crypto' }, { role: 'crypto', claimed: 'yes' }, {}]) {
      const response = await api('POST', '/api/me/roles', cookies.free, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const signedOut = await api('POST', '/api/me/roles', undefined, {
      role: 'crypto',
      claimed: true,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('roles the server takes away', () => {
  it('stops premium delivery to a connected socket once premium signals run out', async () => {
    const freeId = demoPersona('free').id;
    await updateMemberRow(chat.t, freeId, {
      premiumSignals: true,
      signalsUntil: new Date(Date.now() + 60 * 60 * 1000),
    });
    const socket = await connect('free');
    const arrived = collect(socket, 'message:new');
    const changed = collect(socket, 'member:changed');
    try {
      const during = await send(chat.founder, 'premium', 'premium call: long EURUSD');
      await eventually(() => expect(arrived.map((m) => m.id)).toContain(during.id));

      // Time passes: the subscription ends, and the member's next request switches it off.
      await updateMemberRow(chat.t, freeId, { signalsUntil: new Date(Date.now() - 1_000) });
      const me = await api('GET', '/api/me', cookies.free);
      expect(me.json().user.roles.premium_signals).toBe(false);
      expect((await channelsOf('free')).map((c) => c.slug)).not.toContain('premium');
      // The switch-off moves the member's sockets out of the premium room, then tells them; on
      // Redis the move crosses the adapter, so the answer to /api/me may come first.
      await eventually(() => expect(changed.length).toBeGreaterThan(0));

      const after = await send(chat.founder, 'premium', 'premium call: close half');
      const barrier = await send(chat.founder, 'general', 'barrier after expiry');
      await eventually(() => expect(arrived.map((m) => m.id)).toContain(barrier.id));
      expect(arrived.map((m) => m.id)).not.toContain(after.id);
    } finally {
      socket.disconnect();
      await updateMemberRow(chat.t, freeId, { premiumSignals: false });
    }
  });
});
