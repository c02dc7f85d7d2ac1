import { describe, expect, it } from 'vitest';
import { ROLE_KEYS, withRoles } from '../roles';
import { canManageProducts, canUseAdminConsole } from './admin-console';

describe('canUseAdminConsole', () => {
  it('opens the console to founders and admins only', () => {
    for (const role of ROLE_KEYS) {
      expect(canUseAdminConsole({ roles: withRoles(role) })).toBe(
        role === 'founder' || role === 'admin',
      );
    }
  });
});

describe('canManageProducts', () => {
  it('lets the founder alone add and archive products', () => {
    for (const role of ROLE_KEYS) {
      expect(canManageProducts({ roles: withRoles(role) })).toBe(role === 'founder');
    }
  });
});
