import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '../commands';
import { withRoles } from '../roles';
import { canRunCommand } from './commands';

describe('canRunCommand', () => {
  it('lets only founders and admins run commands, except /status', () => {
    for (const name of COMMAND_NAMES) {
      expect(canRunCommand({ roles: withRoles('analyst', 'support') }, name)).toBe(
        name === 'status',
      );
      expect(canRunCommand({ roles: withRoles('founder') }, name)).toBe(true);
      expect(canRunCommand({ roles: withRoles('admin') }, name)).toBe(true);
    }
  });
});
