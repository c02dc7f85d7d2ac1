import { describe, expect, it } from 'vitest';
import { ROLE_KEYS, withRoles } from '../roles';
import { canUseMarketingTools } from './marketing';

describe('canUseMarketingTools', () => {
  it('opens the tools to the marketing role alone, founders and admins included', () => {
    for (const role of ROLE_KEYS) {
      expect(canUseMarketingTools({ roles: withRoles(role) })).toBe(role === 'marketing');
    }
  });

  it('follows the marketing role whatever else the member holds', () => {
    expect(canUseMarketingTools({ roles: withRoles('founder', 'admin', 'free_member') })).toBe(
      false,
    );
    expect(canUseMarketingTools({ roles: withRoles('free_member', 'marketing') })).toBe(true);
  });
});
