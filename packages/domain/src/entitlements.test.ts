import { describe, expect, it } from 'vitest';
import {
  badgeTierFeatures,
  entitledRoles,
  entitlementFor,
  ENTITLED_FILES,
  featureLabels,
  hasLiveClasses,
  hasPrioritySupport,
  heldBadgeTier,
  mayDownload,
  productFeatures,
  TIER_CHANNELS,
  tierIncluding,
  tierOpensChannel,
  type EntitlementHolder,
  type Gate,
} from './entitlements';
import { canJoinMeeting, canReadActiveSignals, canReadChannel } from './policies';
import { BADGE_TIERS, type BadgeTier } from './pricing';
import { ROLE_KEYS, withRoles } from './roles';

const now = new Date('2026-11-22T10:00:00Z');

const nobody: EntitlementHolder = { roles: withRoles('free_member'), badgeTier: null };
const tier = (badgeTier: BadgeTier): EntitlementHolder & { id: string } => ({
  id: `tier-${badgeTier}`,
  roles: withRoles('free_member', 'blue_badge_trader'),
  badgeTier,
});

/**
 * The rule that answers for a gate: the policy the server enforces it with. A gate kind added
 * to the table without a rule here fails to compile; a rule that ignores its gate fails below.
 */
function opens(holder: EntitlementHolder & { id: string }, gate: Gate): boolean {
  switch (gate.kind) {
    case 'role':
      return entitledRoles(holder)[gate.role];
    case 'channel':
      return canReadChannel(holder, gate.channel);
    case 'signals':
      return canReadActiveSignals(holder);
    case 'live_classes':
      return canJoinMeeting(holder, { exclusive: true });
    case 'priority_support':
      return hasPrioritySupport(holder);
    case 'file':
      return mayDownload(holder, gate.file);
  }
}

describe('the entitlement table (decision 0042)', () => {
  it('has a gate behind every feature a tier lists: open to that tier, closed to a plain member', () => {
    for (const t of BADGE_TIERS) {
      for (const feature of badgeTierFeatures(t)) {
        expect(opens(tier(t), feature.gate), `tier ${t}: ${feature.label}`).toBe(true);
        expect(opens({ id: 'nobody', ...nobody }, feature.gate), feature.label).toBe(false);
      }
    }
  });

  it('gives nothing a higher tier lists to a lower tier', () => {
    for (const low of BADGE_TIERS) {
      const own = new Set(featureLabels(badgeTierFeatures(low)));
      for (const high of BADGE_TIERS.filter((t) => t > low)) {
        for (const feature of badgeTierFeatures(high)) {
          if (own.has(feature.label) || feature.gate.kind === 'role') continue;
          expect(opens(tier(low), feature.gate), `tier ${low}: ${feature.label}`).toBe(false);
        }
      }
    }
  });

  it('lists each tier with its rank, and every feature of the tier below', () => {
    expect(featureLabels(badgeTierFeatures(1))).toEqual([
      'Tier 1 Trader rank in the members’ chat',
      'The Blue Badge indicator for your charts (no need to buy it apart)',
      'The Blue Badge trading manual',
      'Access to the tier 1 channel',
    ]);
    const two = featureLabels(badgeTierFeatures(2));
    expect(two[0]).toBe('Tier 2 Trader rank in the members’ chat');
    expect(two).toEqual(expect.arrayContaining(featureLabels(badgeTierFeatures(1)).slice(1)));
    expect(featureLabels(badgeTierFeatures(3))).toEqual(
      expect.arrayContaining([
        ...two.slice(1),
        'Full premium signals access, for as long as you hold tier 3',
      ]),
    );
  });

  it('makes no promise the owner could not deliver (government contracts information left the copy)', () => {
    const labels = BADGE_TIERS.flatMap((t) => featureLabels(badgeTierFeatures(t)));
    expect(labels.join(' ')).not.toMatch(/government/i);
  });

  it('has a gate behind every feature of the other products', () => {
    const buyer = (role: (typeof ROLE_KEYS)[number]) => ({ id: role, roles: withRoles(role) });
    for (const role of ROLE_KEYS) {
      for (const feature of productFeatures(role)) {
        if (role === 'blue_badge_trader') continue;
        expect(opens(buyer(role), feature.gate), `${role}: ${feature.label}`).toBe(true);
      }
    }
    expect(featureLabels(productFeatures('premium_signals'))[0]).toBe(
      '7 days of access to the premium signals room',
    );
    expect(productFeatures('not-a-role')).toEqual([]);
  });

  it('lists the badge at the tier asked, tier 1 by default', () => {
    expect(productFeatures('blue_badge_trader', 3)).toEqual(badgeTierFeatures(3));
    expect(productFeatures('blue_badge_trader')).toEqual(badgeTierFeatures(1));
  });

  it('names only channels and files that exist', () => {
    const gates = BADGE_TIERS.flatMap((t) => badgeTierFeatures(t).map((f) => f.gate));
    for (const gate of gates) {
      if (gate.kind === 'channel') expect(TIER_CHANNELS).toContain(gate.channel);
      if (gate.kind === 'file') expect(ENTITLED_FILES).toContain(gate.file);
    }
  });
});

describe('holding a tier', () => {
  it('counts the tier only while the badge is held, tier 1 when unknown', () => {
    expect(heldBadgeTier(tier(3))).toBe(3);
    expect(heldBadgeTier({ ...tier(3), badgeTier: null })).toBe(1);
    expect(heldBadgeTier({ roles: withRoles('free_member'), badgeTier: 3 })).toBeNull();
  });

  it('includes the indicator from tier 1 and the signals from tier 3', () => {
    expect(tierIncluding(tier(1), 'premium_trader')).toBe(1);
    expect(tierIncluding(tier(2), 'premium_signals')).toBeNull();
    expect(tierIncluding(tier(3), 'premium_signals')).toBe(3);
    expect(tierIncluding(tier(3), 'blue_badge_trader')).toBeNull();
    expect(tierIncluding(nobody, 'premium_trader')).toBeNull();
    expect(entitledRoles(tier(1)).premium_trader).toBe(true);
    expect(entitledRoles(nobody)).toBe(nobody.roles);
  });

  it('opens live classes from tier 2, priority support from tier 3', () => {
    expect([1, 2, 3].map((t) => hasLiveClasses(tier(t as BadgeTier)))).toEqual([false, true, true]);
    expect([1, 2, 3].map((t) => hasPrioritySupport(tier(t as BadgeTier)))).toEqual([
      false,
      false,
      true,
    ]);
    expect(tierOpensChannel(tier(1), 'tier_2')).toBe(false);
  });
});

describe('entitlementFor', () => {
  it('gives the badge role with the tier bought, tier 1 by default', () => {
    expect(entitlementFor('blue_badge_trader', 2, now)).toEqual({
      role: 'blue_badge_trader',
      badgeTier: 2,
      signalsUntil: null,
    });
    expect(entitlementFor('blue_badge_trader', null, now).badgeTier).toBe(1);
    expect(entitlementFor('blue_badge_trader', 7, now).badgeTier).toBe(1);
  });

  it('gives premium signals for 7 days from now', () => {
    expect(entitlementFor('premium_signals', null, now)).toEqual({
      role: 'premium_signals',
      badgeTier: null,
      signalsUntil: new Date('2026-11-29T10:00:00Z'),
    });
  });

  it('renews premium signals from the end of the running period, or from now once ended', () => {
    const running = new Date('2026-11-24T10:00:00Z');
    expect(entitlementFor('premium_signals', null, now, running).signalsUntil).toEqual(
      new Date('2026-12-01T10:00:00Z'),
    );
    const ended = new Date('2026-11-01T10:00:00Z');
    expect(entitlementFor('premium_signals', null, now, ended).signalsUntil).toEqual(
      new Date('2026-11-29T10:00:00Z'),
    );
  });

  it('gives other products their role only', () => {
    expect(entitlementFor('premium_trader', null, now)).toEqual({
      role: 'premium_trader',
      badgeTier: null,
      signalsUntil: null,
    });
  });
});
