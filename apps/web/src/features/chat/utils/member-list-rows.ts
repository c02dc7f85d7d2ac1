/** A group of the member list as the server counts it (decision 0044). */
export interface MemberListGroup {
  label: string;
  /** Everyone in the group. */
  members: number;
  /** The position of its first member in the whole list. */
  start: number;
}

/** A row of the panel: a group's heading, or the member at a position of the whole list. */
export type MemberListRow<G extends MemberListGroup = MemberListGroup> =
  { kind: 'header'; group: G } | { kind: 'member'; position: number };

/** Every group's heading and members, as rows. */
export function memberListRowCount(groups: readonly MemberListGroup[]): number {
  return groups.reduce((rows, group) => rows + 1 + group.members, 0);
}

/** The row at `index`: each group is its heading, then its members. */
export function memberListRowAt<G extends MemberListGroup>(
  groups: readonly G[],
  index: number,
): MemberListRow<G> {
  let first = 0;
  for (const group of groups) {
    if (index === first) return { kind: 'header', group };
    if (index <= first + group.members) {
      return { kind: 'member', position: group.start + index - first - 1 };
    }
    first += 1 + group.members;
  }
  throw new RangeError(`No member list row ${index} among ${first}`);
}
