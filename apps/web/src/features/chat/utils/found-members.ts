/**
 * The members the server found for what was typed, then the ones already at hand (the member
 * list's first screen) that it did not return, each once: what the '@' menu and search's from:
 * filter and order as they type (decision 0044).
 */
export function foundFirst<M extends { id: string }>(
  found: readonly M[] | undefined,
  atHand: readonly M[] | undefined,
): M[] {
  const byId = new Map<string, M>();
  for (const member of [...(found ?? []), ...(atHand ?? [])])
    if (!byId.has(member.id)) byId.set(member.id, member);
  return [...byId.values()];
}
