import { describe, expect, it } from 'vitest';
import {
  deliversIndicator,
  filesDeliveredBy,
  mayDownloadFile,
  needsTradingViewUsername,
  tradingViewUsernameProblem,
} from './delivery';
import { withRoles } from './roles';

const member = withRoles('free_member');
const badge = (badgeTier: number) => ({ roles: withRoles('blue_badge_trader'), badgeTier });

describe('who may download what (decision 0045)', () => {
  it('gives the package to indicator holders and every tier, the manual to tiers only', () => {
    const indicator = { roles: withRoles('premium_trader') };
    expect(mayDownloadFile(indicator, 'indicator-package')).toBe(true);
    expect(mayDownloadFile(indicator, 'trading-manual')).toBe(false);
    for (const tier of [1, 2, 3]) {
      expect(mayDownloadFile(badge(tier), 'indicator-package')).toBe(true);
      expect(mayDownloadFile(badge(tier), 'trading-manual')).toBe(true);
    }
    expect(mayDownloadFile({ roles: member }, 'indicator-package')).toBe(false);
    expect(mayDownloadFile({ roles: member }, 'trading-manual')).toBe(false);
  });

  it('lists the files each product hands over', () => {
    expect(filesDeliveredBy('premium_trader')).toEqual(['indicator-package']);
    expect(filesDeliveredBy('blue_badge_trader')).toEqual(['trading-manual', 'indicator-package']);
    expect(filesDeliveredBy('premium_signals')).toEqual([]);
  });
});

describe('license keys and the TradingView hand step', () => {
  it('come with the indicator and a badge tier bought, not with an upgrade or signals', () => {
    expect(deliversIndicator({ role: 'premium_trader', purchase: 'buy' })).toBe(true);
    expect(deliversIndicator({ role: 'blue_badge_trader', purchase: 'buy' })).toBe(true);
    expect(deliversIndicator({ role: 'blue_badge_trader', purchase: 'upgrade' })).toBe(false);
    expect(deliversIndicator({ role: 'premium_signals', purchase: 'renew' })).toBe(false);
  });

  it('asks for the username only of a buyer who does not hold the indicator yet', () => {
    const indicatorLine = [{ role: 'premium_trader', purchase: 'buy' as const }];
    const badgeLine = [{ role: 'blue_badge_trader', purchase: 'buy' as const }];
    expect(needsTradingViewUsername({ roles: member }, indicatorLine)).toBe(true);
    expect(needsTradingViewUsername({ roles: member }, badgeLine)).toBe(true);
    expect(needsTradingViewUsername({ roles: withRoles('premium_trader') }, badgeLine)).toBe(false);
    expect(
      needsTradingViewUsername({ roles: member }, [{ role: 'premium_signals', purchase: 'buy' }]),
    ).toBe(false);
  });

  it('accepts TradingView usernames and refuses anything else', () => {
    for (const good of ['abc', 'Jo_Trader_21', 'x'.repeat(30)])
      expect(tradingViewUsernameProblem(good)).toBeNull();
    for (const bad of ['', 'ab', 'x'.repeat(31), 'two words', 'dot.name', 'dash-name', 'é_name'])
      expect(tradingViewUsernameProblem(bad)).toEqual(expect.any(String));
  });
});
