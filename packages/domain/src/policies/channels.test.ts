import { describe, it, expect } from 'vitest';
import { CHANNELS } from '../channels';
import { withRoles } from '../roles';
import type { RoleKey } from '../roles';
import type { Actor } from './actor';
import { COPY } from '../copy';
import {
  canReadChannel,
  canWriteChannel,
  channelAccess,
  channelRefusal,
  memberChannelAccess,
  sidebarChannels,
} from './channels';
import type { TicketInfo } from './channels';

const user = (...roles: RoleKey[]): Actor => ({
  id: `u-${roles.join('-')}`,
  roles: withRoles(...roles),
});
const member = user('free_member');
const founder = user('founder');
const admin = user('admin');

describe('fixed channels', () => {
  it('opens ungated, unlocked channels to every signed-in user', () => {
    expect(channelAccess(member, 'general')).toEqual({ read: true, write: true, reason: 'ok' });
    expect(channelAccess(member, 'begginer').write).toBe(true);
  });

  it('reports unknown channels as not found', () => {
    expect(channelAccess(founder, 'nope')).toEqual({
      read: false,
      write: false,
      reason: 'not_found',
    });
  });

  it('accepts the misspelt announcements slug', () => {
    expect(channelAccess(member, 'annoucements').reason).toBe('locked');
  });

  it.each([
    ['crypto_channel', 'crypto'],
    ['forex_channel', 'forex'],
    ['stocks_channel', 'stocks'],
    ['free_signals_channel', 'free_signals'],
    ['premium', 'blue_badge_trader'],
    ['premium', 'premium_signals'],
    ['premium', 'premium_trader'],
    ['marketing_chat', 'marketing'],
    ['staff', 'analyst'],
    ['staff', 'support'],
  ] as [string, RoleKey][])('%s opens to %s and not to a plain member', (slug, role) => {
    expect(channelAccess(user(role), slug).reason).toBe('ok');
    expect(channelAccess(member, slug)).toEqual({
      read: false,
      write: false,
      reason: 'no_permission',
    });
  });

  it('opens every gated channel to founder and admin (spec §6)', () => {
    for (const channel of CHANNELS) {
      for (const boss of [founder, admin]) {
        expect(channelAccess(boss, channel.slug)).toEqual({
          read: true,
          write: true,
          reason: 'ok',
        });
      }
    }
  });

  it('keeps the staff room from the old readings (free_signals, crypto) (ruling 3)', () => {
    expect(canReadChannel(user('free_signals', 'crypto'), 'staff')).toBe(false);
  });

  it('lets anyone read a locked channel but only founder and admin write (spec §5)', () => {
    for (const slug of ['intro', 'faq', 'announcements', 'ask', 'claim', 'polls']) {
      expect(channelAccess(user('analyst', 'support'), slug)).toEqual({
        read: true,
        write: false,
        reason: 'locked',
      });
      expect(canWriteChannel(admin, slug)).toBe(true);
    }
  });
});

describe('tickets (ruling 5)', () => {
  const opener = user('free_member');
  const other = user('analyst');
  const support = user('support');
  const open: TicketInfo = { openerId: opener.id, open: true };
  const closed: TicketInfo = { openerId: opener.id, open: false };

  it('is not found without ticket data', () => {
    expect(channelAccess(founder, 'ticket03').reason).toBe('not_found');
    expect(channelAccess(founder, 'ticket03', null).reason).toBe('not_found');
  });

  it('is open to its opener, founder, admin and support while open', () => {
    for (const who of [opener, founder, admin, support]) {
      expect(channelAccess(who, 'ticket03', open)).toEqual({
        read: true,
        write: true,
        reason: 'ok',
      });
    }
  });

  it('is closed to anyone else, even other staff', () => {
    expect(channelAccess(other, 'ticket03', open).reason).toBe('no_permission');
    expect(channelAccess(other, 'ticket03', closed).reason).toBe('no_permission');
  });

  it('once closed, is read-only for ticket staff and for its opener (decision 0068)', () => {
    for (const who of [founder, admin, support, opener]) {
      expect(channelAccess(who, 'ticket03', closed)).toEqual({
        read: true,
        write: false,
        reason: 'closed',
      });
    }
  });

  it('answers through the thin wrappers', () => {
    expect(canReadChannel(opener, 'ticket03', open)).toBe(true);
    expect(canWriteChannel(support, 'ticket03', closed)).toBe(false);
    expect(canReadChannel(support, 'ticket03', closed)).toBe(true);
  });
});

describe('sidebarChannels', () => {
  it('shows a plain member only the open channels, in order', () => {
    expect(sidebarChannels(member).map((c) => c.slug)).toEqual([
      'intro',
      'faq',
      'announcements',
      'results',
      'general',
      'begginer',
      'ask',
      'claim',
      'polls',
    ]);
  });

  it('adds the channels a role opens', () => {
    const slugs = sidebarChannels(user('crypto', 'support')).map((c) => c.slug);
    expect(slugs).toContain('crypto_channel');
    expect(slugs).toContain('staff');
    expect(slugs).not.toContain('premium');
  });

  it('opens the tier channels by badge tier, and to staff (decision 0042)', () => {
    const tier = (badgeTier: number): Actor => ({ ...user('blue_badge_trader'), badgeTier });
    const tierChannels = (actor: Actor) =>
      sidebarChannels(actor)
        .map((c) => c.slug)
        .filter((slug) => slug.startsWith('tier_'));
    expect(tierChannels(member)).toEqual([]);
    expect(tierChannels(tier(1))).toEqual(['tier_1']);
    expect(tierChannels(tier(2))).toEqual(['tier_1', 'tier_2']);
    expect(tierChannels(tier(3))).toEqual(['tier_1', 'tier_2']);
    expect(tierChannels(user('analyst'))).toEqual(['tier_1', 'tier_2']);
    expect(canWriteChannel(tier(2), 'tier_2')).toBe(true);
    expect(channelAccess(tier(1), 'tier_2').reason).toBe('no_permission');
    // The tier stays stored when the badge is removed; the channels close with the role.
    expect(tierChannels({ ...member, badgeTier: 3 })).toEqual([]);
  });

  it('opens the premium room to the roles a tier includes', () => {
    expect(canReadChannel({ ...user('blue_badge_trader'), badgeTier: 1 }, 'premium')).toBe(true);
  });

  it('shows founder every fixed channel', () => {
    expect(sidebarChannels(founder)).toEqual([...CHANNELS]);
  });

  it('returns fresh answers that callers may change safely', () => {
    const first = channelAccess(member, 'general');
    first.write = false;
    expect(channelAccess(member, 'general').write).toBe(true);
  });
});

describe('memberChannelAccess: the channel rules with discipline (ruling 6)', () => {
  const until = new Date('2030-01-01T00:00:00.000Z');
  const banned = { kind: 'banned', until } as const;
  const muted = { kind: 'muted', until } as const;

  it('answers as channelAccess without a block', () => {
    expect(memberChannelAccess(member, 'general', null)).toEqual(channelAccess(member, 'general'));
    expect(memberChannelAccess(member, 'staff', null)).toEqual(channelAccess(member, 'staff'));
  });

  it('shuts every readable channel to a banned member and leaves it readable to a muted one', () => {
    expect(memberChannelAccess(member, 'general', banned)).toEqual({
      read: false,
      write: false,
      reason: 'banned',
    });
    expect(memberChannelAccess(member, 'general', muted)).toEqual({
      read: true,
      write: false,
      reason: 'muted',
    });
  });

  it('keeps the channel reason where the channel is shut anyway', () => {
    expect(memberChannelAccess(member, 'staff', muted).reason).toBe('no_permission');
    expect(memberChannelAccess(member, 'nowhere', banned).reason).toBe('not_found');
  });
});

describe('channelRefusal: what each reason tells the member', () => {
  const until = new Date('2030-01-01T00:00:00.000Z');

  it('says a ban or a mute with its end', () => {
    expect(channelRefusal('muted', { kind: 'muted', until })).toEqual({
      status: 403,
      code: 'muted',
      message: `${COPY.chat.noAccess} ${COPY.chat.accessEnds(until.toISOString())}`,
    });
  });

  it('answers an unknown channel 404 and the rest 403, each with its copy', () => {
    expect(channelRefusal('not_found', null)).toMatchObject({ status: 404 });
    expect(channelRefusal('closed', null).message).toBe(COPY.chat.ticketClosed);
    expect(channelRefusal('locked', null).message).toBe(COPY.chat.composerLocked);
    expect(channelRefusal('no_permission', null).message).toBe(COPY.chat.noPermission);
  });
});
