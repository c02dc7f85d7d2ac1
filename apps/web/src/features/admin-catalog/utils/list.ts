/**
 * A copy of `list` with the item at `from` moved to `to` (the others shift to make room).
 * Indexes out of range leave the order as it was.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length;
  if (!inRange(from) || !inRange(to) || from === to) return copy;
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, item);
  return copy;
}

export type Direction = 'up' | 'down';

/** Whether the item at `index` can move one place up (earlier) or down (later). */
export function canMove(index: number, length: number, direction: Direction): boolean {
  if (index < 0 || index >= length) return false;
  return direction === 'up' ? index > 0 : index < length - 1;
}

/** Moves the item at `index` one place up or down; the same order when it can't move. */
export function moveOne<T>(list: readonly T[], index: number, direction: Direction): T[] {
  if (!canMove(index, list.length, direction)) return [...list];
  return moveItem(list, index, direction === 'up' ? index - 1 : index + 1);
}

/** A copy without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Spoken after a move: '"Refunds" moved to position 2 of 5.' */
export function moveAnnouncement(name: string, index: number, length: number): string {
  return `"${name}" moved to position ${index + 1} of ${length}.`;
}
