import { describe, expect, it } from 'vitest';
import { ROLE_KEYS, withRoles } from '../roles';
import { canMentionGroups } from './mentions';

describe('canMentionGroups (decision 0023)', () => {
  it('is for founders and admins alone', () => {
    for (const role of ROLE_KEYS) {
      expect(canMentionGroups({ roles: withRoles(role) }), role).toBe(
        role === 'founder' || role === 'admin',
      );
    }
    expect(canMentionGroups({ roles: withRoles('analyst', 'support', 'marketing') })).toBe(false);
  });
});
