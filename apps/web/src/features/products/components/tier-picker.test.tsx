// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { badgeTierFeatures, BADGE_TIERS, featureLabels } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import type { ProductTier } from '../types';
import { TierPicker } from './tier-picker';

// The tiers as GET /api/products sends them: `grants` from the entitlement table, and no copy
// lines of their own (the seed has none).
const tiers: ProductTier[] = BADGE_TIERS.map((tier) => ({
  tier,
  title: `Tier ${tier}`,
  price: [7.99, 12.99, 14.99][tier - 1]!,
  features: [],
  soldOnce: true,
  grants: featureLabels(badgeTierFeatures(tier)),
}));

describe('TierPicker', () => {
  it('lists what each tier grants, from the entitlement table, and nothing the server does not grant', () => {
    render(
      <TierPicker
        product={{ originalPrice: 7.99, salePrice: null, tiers }}
        value={1}
        onChange={() => undefined}
      />,
    );
    const plan = (tier: number) =>
      screen.getByRole('radio', { name: new RegExp(`^Tier ${tier}`) }).closest('label')!;
    for (const label of featureLabels(badgeTierFeatures(1)))
      expect(within(plan(1)).getByText(label)).toBeTruthy();
    expect(within(plan(2)).getByText(/where our analysts post premium calls/)).toBeTruthy();
    expect(within(plan(2)).getByText('Live classes with the trading team')).toBeTruthy();
    expect(within(plan(3)).getByText(/Full premium signals access/)).toBeTruthy();
    expect(within(plan(3)).getByText(/One-on-one support from staff/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/government/i);
  });
});
