import { describe, expect, it } from 'vitest';
import { withRoles, type RoleKey } from '../roles';
import type { DmPrivacy } from '../conversations';
import { channelAccess, memberChannelAccess } from './channels';
import {
  conversationStartRefusal,
  DEFAULT_DM_COMMUNITY,
  dmWriteRefusal,
  silencedConversationMembers,
  type DmParty,
} from './conversations';

const now = new Date('2026-11-28T12:00:00Z');
const longAgo = new Date('2026-01-01T00:00:00Z');

function party(id: string, privacy: DmPrivacy = 'everyone', ...roles: RoleKey[]): DmParty {
  return { id, name: id, createdAt: longAgo, privacy, roles: withRoles('free_member', ...roles) };
}

const pair = (
  sender: DmParty,
  recipient: DmParty,
  extra: Partial<Parameters<typeof dmWriteRefusal>[0]> = {},
) =>
  dmWriteRefusal({
    sender,
    recipient,
    blocked: false,
    membersMayMessage: true,
    ...extra,
  });

describe('who may write to whom', () => {
  it("follows the recipient's choice", () => {
    const member = party('m');
    expect(pair(member, party('r', 'everyone'))).toBeNull();
    expect(pair(member, party('r', 'staff'))).toBe('not_accepting');
    expect(pair(member, party('r', 'nobody'))).toBe('not_accepting');
    expect(pair(member, party('r', 'paid', 'premium_trader'))).toBe('not_accepting');
    expect(
      pair(party('p', 'everyone', 'premium_trader'), party('r', 'paid', 'premium_trader')),
    ).toBeNull();
  });

  it('lets staff through every setting and the community switch, but not a block', () => {
    const support = party('s', 'everyone', 'support');
    expect(pair(support, party('r', 'nobody'))).toBeNull();
    expect(pair(support, party('r', 'staff'), { membersMayMessage: false })).toBeNull();
    expect(pair(support, party('r'), { blocked: true })).toBe('blocked');
  });

  it('stops members writing to members when the founder turns it off, not members writing to staff', () => {
    expect(pair(party('a'), party('b'), { membersMayMessage: false })).toBe('community_off');
    expect(
      pair(party('a'), party('s', 'everyone', 'support'), { membersMayMessage: false }),
    ).toBeNull();
  });

  it('stops a blocked pair both ways', () => {
    expect(pair(party('a'), party('b'), { blocked: true })).toBe('blocked');
    expect(pair(party('b', 'everyone', 'support'), party('a'), { blocked: true })).toBe('blocked');
  });
});

describe('starting a conversation', () => {
  const start = (starter: DmParty, recipients: DmParty[], extra = {}) =>
    conversationStartRefusal({
      starter,
      recipients: recipients.map((p) => ({ party: p, blockedWithStarter: false, blocked: [] })),
      community: DEFAULT_DM_COMMUNITY,
      now,
      ...extra,
    })?.problem ?? null;

  it('takes one to four others, never oneself', () => {
    const me = party('me');
    expect(start(me, [])).toBe('no_one');
    expect(start(me, [me])).toBe('yourself');
    expect(
      start(
        me,
        ['a', 'b', 'c', 'd'].map((id) => party(id)),
      ),
    ).toBeNull();
    expect(
      start(
        me,
        ['a', 'b', 'c', 'd', 'e'].map((id) => party(id)),
      ),
    ).toBe('too_many');
  });

  it('makes a new account wait a day, not a staff account', () => {
    const fresh = { ...party('new'), createdAt: new Date(now.getTime() - 3_600_000) };
    expect(start(fresh, [party('a')])).toBe('new_account');
    expect(start({ ...fresh, roles: withRoles('support') }, [party('a')])).toBeNull();
    const dayOld = { ...fresh, createdAt: new Date(now.getTime() - 24 * 3_600_000) };
    expect(start(dayOld, [party('a')])).toBeNull();
  });

  it("names the recipient who doesn't accept, with the same words for a block", () => {
    const refusal = conversationStartRefusal({
      starter: party('me'),
      recipients: [
        { party: party('open'), blockedWithStarter: false, blocked: [] },
        { party: party('Ana', 'staff'), blockedWithStarter: false, blocked: [] },
      ],
      community: DEFAULT_DM_COMMUNITY,
      now,
    });
    expect(refusal?.message).toBe("Ana doesn't accept direct messages from you.");
    const blocked = conversationStartRefusal({
      starter: party('me'),
      recipients: [{ party: party('Ana'), blockedWithStarter: true, blocked: [] }],
      community: DEFAULT_DM_COMMUNITY,
      now,
    });
    expect(blocked?.message).toBe(refusal?.message);
  });
});

describe('conversation access', () => {
  const info = { memberIds: ['a', 'b'], silencedIds: ['b'] };
  const slug = 'dm-0123456789ab';

  it('shows a conversation to its members only, never to staff outside it', () => {
    expect(channelAccess(party('a'), slug, info)).toEqual({
      read: true,
      write: true,
      reason: 'ok',
    });
    expect(channelAccess(party('f', 'everyone', 'founder'), slug, info).read).toBe(false);
    expect(channelAccess(party('f', 'everyone', 'admin'), slug, info).reason).toBe('not_found');
    expect(channelAccess(party('a'), slug, null).read).toBe(false);
    expect(channelAccess(party('a'), slug, { openerId: 'a', open: true }).read).toBe(false);
  });

  it('keeps a silenced member reading but not writing, and discipline on top', () => {
    expect(channelAccess(party('b'), slug, info)).toEqual({
      read: true,
      write: false,
      reason: 'unavailable',
    });
    const until = new Date(now.getTime() + 60_000);
    expect(memberChannelAccess(party('a'), slug, { kind: 'muted', until }, info).reason).toBe(
      'muted',
    );
  });

  it('silences a blocked pair, and members among members when the switch is off', () => {
    const [a, b, c] = [party('a'), party('b'), party('s', 'everyone', 'support')];
    const silenced = (blockedPairs: Array<[string, string]>, membersMayMessage = true) =>
      silencedConversationMembers({ parties: [a, b, c], blockedPairs, membersMayMessage }).sort();
    expect(silenced([])).toEqual([]);
    expect(silenced([['b', 'a']])).toEqual(['a', 'b']);
    expect(silenced([], false)).toEqual(['a', 'b']);
    expect(
      silencedConversationMembers({ parties: [a, c], blockedPairs: [], membersMayMessage: false }),
    ).toEqual([]);
  });
});

describe('starting a group', () => {
  it('needs every member to accept every other, and names who does not', () => {
    const refusal = conversationStartRefusal({
      starter: party('me', 'everyone', 'premium_trader'),
      recipients: [
        { party: party('Bo'), blockedWithStarter: false, blocked: [] },
        { party: party('Cy', 'paid', 'premium_trader'), blockedWithStarter: false, blocked: [] },
      ],
      community: DEFAULT_DM_COMMUNITY,
      now,
    });
    expect(refusal).toEqual({
      problem: 'not_accepting',
      message: "Cy doesn't accept direct messages from everyone in this group.",
    });
    const blockedAmongThem = conversationStartRefusal({
      starter: party('me'),
      recipients: [
        { party: party('Bo'), blockedWithStarter: false, blocked: ['Cy'] },
        { party: party('Cy'), blockedWithStarter: false, blocked: ['Bo'] },
      ],
      community: DEFAULT_DM_COMMUNITY,
      now,
    });
    expect(blockedAmongThem?.problem).toBe('blocked');
  });
});
