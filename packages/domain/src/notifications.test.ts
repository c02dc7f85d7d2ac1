import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_BODY_CHARS,
  NOTIFICATION_LEVELS,
  isNotificationLevel,
  mentionsMember,
  notificationContent,
  shouldNotify,
  sidebarEmphasis,
  titleWithMentions,
  unreadMentionTotal,
  type NotificationLevel,
} from './notifications';
import { withRoles } from './roles';

const me = { id: 'me', roles: withRoles('crypto') };

function message(overrides: Partial<Parameters<typeof shouldNotify>[0]> = {}) {
  return {
    author: { id: 'ada', name: 'Ada', image: null, priority: 7 as const, isBot: false },
    deleted: false,
    mentions: { userIds: [], roles: [], everyone: false },
    replyTo: null,
    ...overrides,
  };
}

const mentioningMe = message({ mentions: { userIds: ['me'], roles: [], everyone: false } });
const replyToMe = message({
  replyTo: { id: 1, authorId: 'me', authorName: 'Me', text: 'hi', deleted: false },
});

describe('mentionsMember', () => {
  it('is true for the member by name, one of their roles, @everyone and @role everyone', () => {
    const m = (mentions: Partial<ReturnType<typeof message>['mentions']>) => ({
      mentions: { userIds: [], roles: [], everyone: false, ...mentions },
    });
    expect(mentionsMember(m({ userIds: ['me'] }), me)).toBe(true);
    expect(mentionsMember(m({ roles: ['crypto'] }), me)).toBe(true);
    expect(mentionsMember(m({ everyone: true }), me)).toBe(true);
    expect(mentionsMember(m({ roles: ['everyone'] }), me)).toBe(true);
    expect(mentionsMember(m({ userIds: ['you'], roles: ['stocks', 'nonsense'] }), me)).toBe(false);
  });
});

describe('shouldNotify', () => {
  it('notifies of a mention and a reply at the default level while the page is hidden', () => {
    expect(shouldNotify(mentioningMe, me, 'mentions', 'hidden')).toBe('mention');
    expect(shouldNotify(replyToMe, me, 'mentions', 'hidden')).toBe('reply');
    expect(shouldNotify(message(), me, 'mentions', 'hidden')).toBeNull();
  });

  it("notifies of every message at 'all', and says a mention is one", () => {
    expect(shouldNotify(message(), me, 'all', 'hidden')).toBe('message');
    expect(shouldNotify(mentioningMe, me, 'all', 'hidden')).toBe('mention');
  });

  it('a mention that is also a reply is told as a mention', () => {
    const both = { ...replyToMe, mentions: mentioningMe.mentions };
    expect(shouldNotify(both, me, 'mentions', 'hidden')).toBe('mention');
  });

  it("a reply to someone else's message is no reply to me", () => {
    const other = message({
      replyTo: { id: 1, authorId: 'bob', authorName: 'Bob', text: 'hi', deleted: false },
    });
    expect(shouldNotify(other, me, 'mentions', 'hidden')).toBeNull();
  });

  it('never notifies while visible, in a muted channel, of my own messages or of tombstones', () => {
    const levels: NotificationLevel[] = [...NOTIFICATION_LEVELS];
    const mine = { ...mentioningMe, author: { ...mentioningMe.author, id: 'me' } };
    const deleted = { ...mentioningMe, deleted: true };
    for (const level of levels) {
      expect(shouldNotify(mentioningMe, me, level, 'visible')).toBeNull();
      expect(shouldNotify(mine, me, level, 'hidden')).toBeNull();
      expect(shouldNotify(deleted, me, level, 'hidden')).toBeNull();
    }
    expect(shouldNotify(mentioningMe, me, 'muted', 'hidden')).toBeNull();
    expect(shouldNotify(replyToMe, me, 'muted', 'hidden')).toBeNull();
  });

  it('property: a notification needs a hidden page, an unmuted channel and someone else', () => {
    const arbitraryMessage = fc.record({
      author: fc.record({
        id: fc.constantFrom('me', 'ada', 'bob'),
        name: fc.string(),
        image: fc.constant(null),
        priority: fc.constant(7),
        isBot: fc.boolean(),
      }),
      deleted: fc.boolean(),
      mentions: fc.record({
        userIds: fc.array(fc.constantFrom('me', 'ada', 'bob')),
        roles: fc.array(fc.constantFrom('crypto', 'stocks', 'everyone', 'x')),
        everyone: fc.boolean(),
      }),
      replyTo: fc.option(
        fc.record({
          id: fc.nat(),
          authorId: fc.constantFrom('me', 'ada'),
          authorName: fc.string(),
          text: fc.string(),
          deleted: fc.boolean(),
        }),
      ),
    });
    fc.assert(
      fc.property(
        arbitraryMessage,
        fc.constantFrom(...NOTIFICATION_LEVELS),
        fc.constantFrom('visible' as const, 'hidden' as const),
        (m, level, visibility) => {
          const reason = shouldNotify(m, me, level, visibility);
          if (reason === null) return;
          expect(visibility).toBe('hidden');
          expect(level).not.toBe('muted');
          expect(m.author.id).not.toBe('me');
          expect(m.deleted).toBe(false);
          if (level === 'mentions') expect(reason).not.toBe('message');
        },
      ),
    );
  });
});

describe('isNotificationLevel', () => {
  it('accepts the three levels only', () => {
    for (const level of NOTIFICATION_LEVELS) expect(isNotificationLevel(level)).toBe(true);
    for (const other of ['ALL', 'none', '', null, 1])
      expect(isNotificationLevel(other)).toBe(false);
  });
});

describe('sidebarEmphasis', () => {
  it('bolds unread channels and badges mentions first', () => {
    expect(sidebarEmphasis('mentions', { unread: 3, mentions: 0 })).toEqual({
      bold: true,
      badge: 'unread',
    });
    expect(sidebarEmphasis('all', { unread: 3, mentions: 1 })).toEqual({
      bold: true,
      badge: 'mentions',
    });
    expect(sidebarEmphasis('mentions', { unread: 0, mentions: 0 })).toEqual({
      bold: false,
      badge: null,
    });
  });

  it('keeps a muted channel quiet but still shows its mentions', () => {
    expect(sidebarEmphasis('muted', { unread: 5, mentions: 0 })).toEqual({
      bold: false,
      badge: null,
    });
    expect(sidebarEmphasis('muted', { unread: 5, mentions: 2 })).toEqual({
      bold: false,
      badge: 'mentions',
    });
  });
});

describe('notificationContent', () => {
  const author = { id: 'ada', name: 'Ada', image: null, priority: 7, isBot: false };

  it('says who, where and why, with the text as body', () => {
    const m = { author, text: ' hey @me ', image: null };
    expect(notificationContent(m, 'mention', 'General chat')).toEqual({
      title: 'Ada mentioned you in #General chat',
      body: 'hey @me',
    });
    expect(notificationContent(m, 'reply', 'faq').title).toBe('Ada replied to you in #faq');
    expect(notificationContent(m, 'message', 'faq').title).toBe('Ada in #faq');
  });

  it('shows the words without formatting markers and never reveals a spoiler', () => {
    const text = '**Entry** at `1.2` on $BTC, ||target 2.4||\n> _stop_ ~~0.9~~';
    const { body } = notificationContent({ author, text, image: null }, 'message', 'c');
    expect(body).toBe('Entry at 1.2 on $BTC, (spoiler)\nstop 0.9');
    expect(body).not.toContain('2.4');
    fc.assert(
      // Any text before a spoiler that cannot itself open a spoiler or a code span around it.
      fc.property(fc.string(), fc.stringMatching(/^[a-z0-9]{1,12}$/), (before, word) => {
        fc.pre(!/[|`\\]/.test(before));
        const secret = `SECRET${word}`;
        const spoiled = `${before} ||${secret}||`;
        const got = notificationContent({ author, text: spoiled, image: null }, 'message', 'c');
        expect(got.body).not.toContain(secret);
      }),
    );
  });

  it('describes an image without text, and cuts a long text between code points', () => {
    const image = { url: '/x', width: 1, height: 1 };
    expect(notificationContent({ author, text: '', image }, 'message', 'c').body).toBe(
      'sent an image',
    );
    const long = '🚀'.repeat(NOTIFICATION_BODY_CHARS + 5);
    const body = notificationContent({ author, text: long, image: null }, 'message', 'c').body;
    expect(Array.from(body)).toHaveLength(NOTIFICATION_BODY_CHARS);
    expect(body.endsWith('🚀…')).toBe(true);
  });
});

describe('titleWithMentions and unreadMentionTotal', () => {
  it('puts the count in front only when there is one, capped at 99+', () => {
    expect(titleWithMentions('#general · Blue Badge', 0)).toBe('#general · Blue Badge');
    expect(titleWithMentions('#general · Blue Badge', 3)).toBe('(3) #general · Blue Badge');
    expect(titleWithMentions('x', 120)).toBe('(99+) x');
  });

  it('adds up every channel, muted ones included (their mentions still show)', () => {
    expect(unreadMentionTotal([{ mentions: 2 }, { mentions: 0 }, { mentions: 5 }])).toBe(7);
    expect(unreadMentionTotal([])).toBe(0);
  });
});
