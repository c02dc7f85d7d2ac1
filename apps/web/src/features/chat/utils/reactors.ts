/** How many names a reaction's tooltip spells out before "and N others". */
export const TOOLTIP_NAMES = 3;

/** "Ana", "Ana and Bob", "Ana, Bob and Cy", "Ana, Bob, Cy and 4 others". */
export function namesLine(names: readonly string[], others: number, shown = TOOLTIP_NAMES): string {
  const listed = names.slice(0, shown);
  const rest = others + (names.length - listed.length);
  if (listed.length === 0) return rest === 1 ? '1 member' : `${rest} members`;
  if (rest > 0) return `${listed.join(', ')} and ${rest === 1 ? '1 other' : `${rest} others`}`;
  if (listed.length === 1) return listed[0] ?? '';
  return `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
}

/** What a reaction's tooltip says: "Ana and Bob reacted with 🔥". */
export function reactedLine(emoji: string, names: readonly string[], others: number): string {
  return `${namesLine(names, others)} reacted with ${emoji}`;
}
