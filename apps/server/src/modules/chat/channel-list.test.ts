import type { Persona } from '../../test/test-app';
import { describe, expect, it } from 'vitest';
import { ALL_CHANNELS, LOCKED_FOR_MEMBERS, personaChat, sidebar } from '../../test/persona-chat';

const chat = personaChat();
const { api, channelsOf } = chat;

describe('GET /api/channels', () => {
  it('lists exactly the channels each persona may read, in sidebar order', async () => {
    const slugs = async (as: Persona) => (await channelsOf(as)).map((c) => c.slug);
    expect(ALL_CHANNELS).toHaveLength(18);
    expect(await slugs('free')).toEqual(sidebar());
    // The premium persona holds Blue Badge tier 3: both tier channels (decision 0042).
    expect(await slugs('premium')).toEqual(sidebar('premium', 'tier_1', 'tier_2'));
    expect(await slugs('support')).toEqual(sidebar('tier_1', 'tier_2', 'staff'));
    expect(await slugs('analyst')).toEqual(sidebar('tier_1', 'tier_2', 'staff'));
    expect(await slugs('marketing')).toEqual(sidebar('marketing_chat'));
    expect(await slugs('founder')).toEqual(ALL_CHANNELS);
    expect(await slugs('admin')).toEqual(ALL_CHANNELS);

    const freeSlugs = await slugs('free');
    for (const hidden of [
      'premium',
      'staff',
      'crypto_channel',
      'forex_channel',
      'stocks_channel',
      'free_signals_channel',
      'marketing_chat',
      'tier_1',
      'tier_2',
    ]) {
      expect(freeSlugs).not.toContain(hidden);
    }
  });

  it('locks the composer of intro, faq, announcements, ask, claim and polls for members only', async () => {
    for (const as of ['free', 'premium', 'support', 'analyst', 'marketing'] as const) {
      for (const channel of await channelsOf(as)) {
        const expected = LOCKED_FOR_MEMBERS.includes(channel.slug)
          ? { write: false, reason: 'locked' }
          : { write: true, reason: 'ok' };
        expect({ as, slug: channel.slug, write: channel.write, reason: channel.reason }).toEqual({
          as,
          slug: channel.slug,
          ...expected,
        });
      }
    }
    for (const as of ['founder', 'admin'] as const) {
      for (const channel of await channelsOf(as)) {
        expect({ as, slug: channel.slug, write: channel.write, reason: channel.reason }).toEqual({
          as,
          slug: channel.slug,
          write: true,
          reason: 'ok',
        });
      }
    }
  });

  it('needs a session (401)', async () => {
    const response = await api('GET', '/api/channels');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});
