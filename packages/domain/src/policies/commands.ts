import type { CommandName } from '../commands';
import { isFounderOrAdmin } from '../roles';
import type { RoleHolder } from './actor';

/** Only founders and admins run commands, except /status, which is everyone's (spec §6). */
export function canRunCommand({ roles }: RoleHolder, name: CommandName): boolean {
  return name === 'status' || isFounderOrAdmin(roles);
}
