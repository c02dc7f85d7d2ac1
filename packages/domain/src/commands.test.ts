import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOT_NOTICES,
  channelBotSpeaksIn,
  COMMAND_NAMES,
  looksLikeCommand,
  parseCommand,
} from './commands';

describe('parseCommand', () => {
  it('reads targets as display names without spaces, with or without @', () => {
    expect(parseCommand('/warn @NinaOkafor spamming links')).toEqual({
      ok: true,
      command: { name: 'warn', target: 'ninaokafor', reason: 'spamming links' },
    });
    expect(parseCommand('/kick ninaokafor')).toMatchObject({
      ok: true,
      command: { name: 'kick', target: 'ninaokafor' },
    });
  });

  it('needs whole positive days for ban and mute', () => {
    expect(parseCommand('/ban nina 3')).toMatchObject({
      ok: true,
      command: { name: 'ban', days: 3 },
    });
    expect(parseCommand('/mute nina 1 calm down')).toMatchObject({
      ok: true,
      command: { days: 1, reason: 'calm down' },
    });
    for (const bad of [
      '/ban nina',
      '/ban nina 0',
      '/ban nina -2',
      '/ban nina 1.5',
      '/mute nina x',
      '/ban nina 99999',
    ]) {
      expect(parseCommand(bad)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^Usage/),
      });
    }
  });

  it('knows roles for give and remove, and refuses unknown ones', () => {
    expect(parseCommand('/give nina crypto')).toEqual({
      ok: true,
      command: { name: 'give', target: 'nina', role: 'crypto' },
    });
    expect(parseCommand('/remove nina wizard')).toEqual({
      ok: false,
      name: 'remove',
      error: "Unknown role 'wizard'",
    });
  });

  it('reads polls from double-quoted parts', () => {
    expect(parseCommand('/poll "Next live class" "Pick a topic" "Risk" "Options" "Forex"')).toEqual(
      {
        ok: true,
        command: {
          name: 'poll',
          header: 'Next live class',
          text: 'Pick a topic',
          options: ['Risk', 'Options', 'Forex'],
        },
      },
    );
    for (const bad of [
      '/poll "Only" "two" "one"',
      '/poll no quotes here',
      '/poll "h" "t" "a" "a"',
      '/poll "h" "t" "a" "b" extra',
    ]) {
      expect(parseCommand(bad).ok).toBe(false);
    }
    expect(parseCommand('/delete-poll "Next live class"')).toEqual({
      ok: true,
      command: { name: 'delete-poll', header: 'Next live class' },
    });
  });

  it('takes the rest of the line for /send and nothing for the bare commands', () => {
    expect(parseCommand('/send Markets close early today')).toEqual({
      ok: true,
      command: { name: 'send', text: 'Markets close early today' },
    });
    for (const name of ['status', 'close', 'clear'] as const) {
      expect(parseCommand(`/${name}`)).toEqual({ ok: true, command: { name } });
    }
  });

  it('names unknown commands', () => {
    expect(parseCommand('/shrug')).toEqual({
      ok: false,
      name: 'shrug',
      error: 'Unknown command /shrug',
    });
  });

  it('never throws, whatever follows the slash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (tail) => {
        const result = parseCommand(`/${tail}`);
        expect(typeof result.ok).toBe('boolean');
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});

describe('looksLikeCommand', () => {
  it('treats any text starting with a slash as a command attempt', () => {
    expect(looksLikeCommand('  /warn x')).toBe(true);
    expect(looksLikeCommand('a/b')).toBe(false);
  });
});

describe('/slowmode', () => {
  it('takes whole seconds from 0 (off) to 6 hours', () => {
    expect(parseCommand('/slowmode 30')).toEqual({
      ok: true,
      command: { name: 'slowmode', seconds: 30 },
    });
    expect(parseCommand('/slowmode 0')).toEqual({
      ok: true,
      command: { name: 'slowmode', seconds: 0 },
    });
    expect(parseCommand('/slowmode 21600').ok).toBe(true);
  });
  it.each(['/slowmode', '/slowmode -1', '/slowmode 1.5', '/slowmode 21601', '/slowmode 5 s'])(
    'refuses %s with its usage',
    (input) => {
      expect(parseCommand(input)).toMatchObject({
        ok: false,
        error: expect.stringContaining('Usage'),
      });
    },
  );
});

describe('channelBotSpeaksIn', () => {
  it('names the channel a command posts in, so its caller must be able to write there', () => {
    for (const name of COMMAND_NAMES.filter(
      (n) => !['status', 'delete-poll', 'marketing-cv', 'poll'].includes(n),
    )) {
      expect(channelBotSpeaksIn(name, 'general'), name).toBe('general');
    }
    expect(channelBotSpeaksIn('poll', 'general')).toBe('polls');
  });

  it('is null for commands answered only to their sender', () => {
    for (const name of ['status', 'delete-poll', 'marketing-cv'] as const)
      expect(channelBotSpeaksIn(name, 'general')).toBeNull();
  });
});

describe('BOT_NOTICES', () => {
  it('count with the plural rule the web uses', () => {
    expect(BOT_NOTICES.kicked('Nina', 1)).toBe('@Nina has been kicked (1 kick)');
    expect(BOT_NOTICES.kicked('Nina', 2)).toBe('@Nina has been kicked (2 kicks)');
    expect(BOT_NOTICES.warned('Nina', 1)).toBe('@Nina has been warned, they now have 1 warning');
    expect(BOT_NOTICES.cleared('Elena', 1)).toBe('@Elena cleared 1 message.');
    expect(BOT_NOTICES.status('Nina', { ban: 1, kick: 0, mute: 2, warn: 1 })).toBe(
      '@Nina: 1 ban, 0 kicks, 2 mutes, 1 warning',
    );
  });

  it("date an end as the web's formatDateTime does, in UTC, saying so", () => {
    const until = new Date('2026-11-25T20:20:00Z');
    expect(BOT_NOTICES.muted('Nina', until)).toBe(
      '@Nina has been muted until Nov 25, 2026, 8:20 PM UTC',
    );
    expect(BOT_NOTICES.banned('Nina', until)).toBe(
      '@Nina has been banned until Nov 25, 2026, 8:20 PM UTC',
    );
  });
});
