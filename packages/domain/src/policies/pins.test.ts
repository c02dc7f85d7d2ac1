import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../channels';
import { ROLE_KEYS, withRoles, type RoleKey } from '../roles';
import type { Actor } from './actor';
import { channelAccess } from './channels';
import { canPinIn, channelStaffRoles } from './pins';

const user = (...roles: RoleKey[]): Actor => ({
  id: `u-${roles.join('-')}`,
  roles: withRoles(...roles),
});
const openTicket = { openerId: 'opener', open: true };
const closedTicket = { openerId: 'opener', open: false };

describe('canPinIn', () => {
  it('lets founder and admin pin in every fixed channel', () => {
    for (const channel of CHANNELS) {
      expect(canPinIn(user('founder'), channel.slug)).toBe(true);
      expect(canPinIn(user('admin'), channel.slug)).toBe(true);
    }
  });

  it('lets support pin in an open ticket, not in a closed one', () => {
    expect(canPinIn(user('support'), 'ticket03', openTicket)).toBe(true);
    expect(canPinIn(user('support'), 'ticket03', closedTicket)).toBe(false);
    expect(canPinIn(user('founder'), 'ticket03', closedTicket)).toBe(false);
  });

  it("never lets a ticket's opener pin, nor an analyst who can't read it", () => {
    expect(
      canPinIn({ id: 'opener', roles: withRoles('free_member') }, 'ticket03', openTicket),
    ).toBe(false);
    expect(canPinIn(user('analyst'), 'ticket03', openTicket)).toBe(false);
  });

  it('lets analysts pin in the signals and market rooms they read, and in the staff room', () => {
    expect(canPinIn(user('analyst', 'free_signals'), 'free_signals_channel')).toBe(true);
    expect(canPinIn(user('analyst', 'premium_signals'), 'premium')).toBe(true);
    expect(canPinIn(user('analyst', 'crypto'), 'crypto_channel')).toBe(true);
    expect(canPinIn(user('analyst'), 'staff')).toBe(true);
    expect(canPinIn(user('support'), 'staff')).toBe(true);
    // Staff of a room they can't read pin nothing there.
    expect(canPinIn(user('analyst'), 'crypto_channel')).toBe(false);
    expect(canPinIn(user('analyst'), 'general')).toBe(false);
    expect(canPinIn(user('support'), 'premium')).toBe(false);
  });

  it('refuses members without a staff role everywhere', () => {
    const member = user(
      'free_member',
      'crypto',
      'forex',
      'stocks',
      'free_signals',
      'premium_signals',
    );
    for (const channel of CHANNELS) expect(canPinIn(member, channel.slug)).toBe(false);
  });

  it('never lets anyone pin where they may not post (property)', () => {
    const slugs = [...CHANNELS.map((c) => c.slug), 'ticket01', 'nowhere'];
    fc.assert(
      fc.property(
        fc.subarray([...ROLE_KEYS]),
        fc.constantFrom(...slugs),
        fc.boolean(),
        (roles, slug, open) => {
          const actor = user(...roles);
          const ticket = { openerId: 'someone', open };
          if (canPinIn(actor, slug, ticket)) {
            expect(channelAccess(actor, slug, ticket).write).toBe(true);
            const staff = ['founder', 'admin', ...channelStaffRoles(slug)] as RoleKey[];
            expect(staff.some((r) => actor.roles[r])).toBe(true);
          }
        },
      ),
    );
  });
});
