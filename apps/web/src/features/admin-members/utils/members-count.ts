import { plural } from '../../../lib/format';
import { totalText } from '../../../lib/paging';
import type { MembersPage } from '../types';

/** How many members a page of the list says match; `atLeast`: more than `total` do. */
export interface MembersCount {
  total: number;
  atLeast: boolean;
}

/**
 * The server's total, or, for a search whose page is full and more follow (which the server
 * does not count, decision 0074), the members up to the end of the page (which starts at its
 * `offset`): more than that many match.
 */
export function membersCount(page: MembersPage & { offset: number }): MembersCount {
  return page.total === null
    ? { total: page.offset + page.members.length, atLeast: true }
    : { total: page.total, atLeast: false };
}

/** '1 member', '26 members', or '25+ members' when more match. */
export function membersCountText({ total, atLeast }: MembersCount): string {
  return atLeast ? `${totalText(total, true)} members` : plural(total, 'member');
}
