import { describe, expect, it } from 'vitest';
import type { Ack, ChatMessage, CommandResult } from '@bbt/domain';
import { useJourney } from './support/browser';
import {
  channelHeading,
  composerInput,
  messageList,
  openChannel,
  sendMessage,
} from './support/chat';
import { connectChatSocket } from './support/chat-socket';
import type { RawChatSocket } from './support/chat-socket';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';
import type { PersonaTab } from './support/personas';

// Spec §6 (channel access), ruling 3 and ruling 4 (staff room; the server enforces), spec §8
// (gated states) and spec §5 (locked channels).
const NO_PERMISSION = "you don't have the permission to read or write in this channel";
const COMPOSER_LOCKED = 'Only staff post here';
const ACK_TIMEOUT_MS = 5_000;

/** Roles that would open premium (blue_badge_trader, premium_*) or the staff room. */
const GATING_ROLES = [
  'blue_badge_trader',
  'premium_signals',
  'premium_trader',
  'founder',
  'admin',
  'analyst',
  'support',
] as const;

function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

let clientIds = 0;
const clientId = () => `e2e-${Date.now().toString(36)}-${++clientIds}`;

function send(socket: RawChatSocket, channel: string, text: string): Promise<Ack<ChatMessage>> {
  return socket.socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('message:send', { channel, clientId: clientId(), text });
}

describe('what a free member may see and do in the chat', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  /**
   * The free member, as seeded: only free_member. The e2e server is shared by every journey
   * file, and purchase.e2e.test.ts buys the Blue Badge as this same persona; when it ran
   * first, the founder takes the paid roles back with /remove before the journey starts.
   */
  async function freeMember(founder: PersonaTab): Promise<PersonaTab> {
    const free = await personas.open('free');
    const held = async () => {
      const me = (await (await free.context.request.get('/api/me')).json()) as {
        user: { roles: Record<string, boolean> };
      };
      return GATING_ROLES.filter((role) => me.user.roles[role]);
    };
    const extra = await held();
    if (extra.length > 0) {
      console.warn(
        `[chat-permissions] ${free.name} holds ${extra.join(', ')} (an earlier journey ` +
          'bought them); the founder removes them with /remove first.',
      );
      const socket = await connectChatSocket(journey.baseURL, founder.cookies);
      try {
        for (const role of extra) {
          const ack: Ack<CommandResult> = await socket.socket
            .timeout(ACK_TIMEOUT_MS)
            .emitWithAck('command:run', {
              channel: 'general',
              text: `/remove ${free.name.replace(/\s+/g, '')} ${role}`,
            });
          expect(ack, `/remove ${role}`).toMatchObject({ ok: true });
        }
      } finally {
        socket.close();
      }
      expect(await held(), `${free.name}'s gating roles after /remove`).toEqual([]);
    }
    return free;
  }

  it('hides premium and the staff room, and shows the permission states by URL', async () => {
    const founder = await personas.open('founder');
    const free = await freeMember(founder);
    const { page } = free;

    await openChannel(page, 'general');
    const channels = page.getByRole('navigation', { name: 'Channels' });
    // The list is loaded (so the absences below mean something).
    await expectVisible(
      channels.getByRole('link', { name: /^general chat\b/ }),
      'general chat in the sidebar',
    );
    await expectVisible(channels.getByRole('link', { name: /^results\b/ }), 'results');
    expect(
      await channels.getByRole('link', { name: /^premium\b/ }).count(),
      'a premium link in the free member’s sidebar',
    ).toBe(0);
    expect(
      await channels.getByRole('link', { name: /^staff room\b/ }).count(),
      'a staff room link in the free member’s sidebar',
    ).toBe(0);
    expect(await channels.locator('a[href="/app/premium"], a[href="/app/staff"]').count()).toBe(0);

    for (const slug of ['premium', 'staff']) {
      await page.goto(`/app/${slug}`);
      await expectVisible(channelHeading(page, slug), `the #${slug} heading`);
      await expectVisible(
        page.getByText(NO_PERMISSION, { exact: true }),
        `the no-permission state on /app/${slug}`,
      );
      await expectHidden(composerInput(page, slug), `a composer on /app/${slug}`);
      await expectHidden(messageList(page, slug), `the history of #${slug}`);
    }

    await page.goto('/app/no-such-channel');
    await expectVisible(
      page.getByText('Channel Not Found', { exact: true }),
      "'Channel Not Found' on /app/no-such-channel",
    );
    await expectHidden(composerInput(page, 'no-such-channel'), 'a composer on an unknown channel');

    // The founder, for contrast, has both rooms in the sidebar.
    await openChannel(founder.page, 'general');
    const founderChannels = founder.page.getByRole('navigation', { name: 'Channels' });
    await expectVisible(founderChannels.getByRole('link', { name: /^premium\b/ }), 'premium');
    await expectVisible(founderChannels.getByRole('link', { name: /^staff room\b/ }), 'staff');
  });

  it('is refused by the server: 403 on premium history, no_permission on socket sends, no premium broadcasts', async () => {
    const founder = await personas.open('founder');
    const free = await freeMember(founder);
    const premium = await personas.open('premium');

    const history = await free.context.request.get('/api/channels/premium/messages');
    expect(history.status(), 'GET /api/channels/premium/messages as the free member').toBe(403);
    expect(await history.json()).toMatchObject({ error: { code: 'no_permission' } });
    const staffHistory = await free.context.request.get('/api/channels/staff/messages');
    expect(staffHistory.status(), 'GET /api/channels/staff/messages as the free member').toBe(403);

    const freeSocket = await connectChatSocket(journey.baseURL, await free.context.cookies());
    const premiumSocket = await connectChatSocket(journey.baseURL, premium.cookies);
    try {
      for (const channel of ['premium', 'staff']) {
        const ack = await send(freeSocket, channel, unique(`Let me into ${channel}`));
        expect(ack, `message:send to ${channel} from the free member`).toMatchObject({
          ok: false,
          error: { code: 'no_permission' },
        });
      }

      // The founder posts in premium: the premium member's socket gets it, the free one doesn't.
      await openChannel(founder.page, 'premium');
      const premiumText = unique('Premium call: long XAUUSD at 2010');
      const premiumId = await sendMessage(founder.page, 'premium', premiumText);
      await premiumSocket.waitForMessage((m) => m.id === premiumId);

      // Writes on that message are refused too.
      const reaction = await freeSocket.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('reaction:toggle', { messageId: premiumId, emoji: '👍' });
      expect(reaction, 'reaction:toggle on a premium message').toMatchObject({
        ok: false,
        error: { code: 'no_permission' },
      });

      // A later message in #general reaches the free socket over the same connection, so
      // anything sent to it for premium would have arrived before.
      await founder.page
        .getByRole('navigation', { name: 'Channels' })
        .getByRole('link', { name: /^general chat\b/ })
        .click();
      await expectVisible(channelHeading(founder.page, 'general'), 'the #general heading');
      const after = unique('Back in general');
      const afterId = await sendMessage(founder.page, 'general', after);
      await freeSocket.waitForMessage((m) => m.id === afterId && m.channel === 'general');
      expect(
        freeSocket.received.filter((m) => m.channel === 'premium' || m.text === premiumText),
        'premium messages received by the free member’s socket',
      ).toEqual([]);
      expect(
        freeSocket.received.filter((m) => m.channel === 'staff'),
        'staff room messages received by the free member’s socket',
      ).toEqual([]);
    } finally {
      freeSocket.close();
      premiumSocket.close();
    }
  });

  it('locks the announcements composer for the free member but not for the founder', async () => {
    const founder = await personas.open('founder');
    const free = await freeMember(founder);

    await openChannel(free.page, 'announcements');
    await expectVisible(messageList(free.page, 'announcements'), 'the announcements history');
    const notice = free.page.getByRole('note').filter({ hasText: COMPOSER_LOCKED });
    await expectVisible(notice, `'${COMPOSER_LOCKED}' instead of the composer`);
    expect((await notice.innerText()).trim()).toBe(COMPOSER_LOCKED);
    await expectHidden(composerInput(free.page, 'announcements'), "the free member's composer");

    const freeSocket = await connectChatSocket(journey.baseURL, await free.context.cookies());
    try {
      const ack = await send(freeSocket, 'announcements', unique('Can I post here?'));
      expect(ack, 'message:send to announcements from the free member').toMatchObject({
        ok: false,
        error: { code: 'locked' },
      });
    } finally {
      freeSocket.close();
    }

    await openChannel(founder.page, 'announcements');
    await expectVisible(composerInput(founder.page, 'announcements'), "the founder's composer");
    await expectHidden(
      founder.page.getByRole('note').filter({ hasText: COMPOSER_LOCKED }),
      'the locked notice for the founder',
    );
  });
});
