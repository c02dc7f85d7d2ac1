// The users module's public face: other modules import it from here, never its files.
export { grantProducts, revokeProducts, type GrantedProduct } from './entitlements';
export {
  badgeTierHeld,
  holdingsOf,
  meSchema,
  presentMe,
  ROLE_COLUMNS,
  roleFlagsOf,
} from './present';
export {
  findUserById,
  listedMemberColumns,
  lockUser,
  memberColumns,
  shownMemberColumns,
  updateUser,
  type MemberRow,
  type UserChanges,
  type ListedMemberRow,
  type ShownMemberRow,
  type UserRow,
} from './repo';
export {
  packedRoleFlags,
  unpackRoleFlags,
  withoutRoleFlags,
  type RoleFlagField,
} from './role-flags-repo';
export { changeRoleAsStaff } from './roles';
export { loadCurrentUser, withPremiumChecked } from './service';
export { createMemberRows, MEMBER_ROW_TTL_MS, type MemberRows } from './member-rows';
export { loadMember, toMember, type Member } from './member';
