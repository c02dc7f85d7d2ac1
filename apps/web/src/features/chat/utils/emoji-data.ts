/** One emoji of the picker, from emojibase-data's compact English dataset (ruling 18). */
export interface PickerEmoji {
  unicode: string;
  label: string;
  /** Lower-case names a person would type in full: the label and any shortcodes. */
  names: string[];
  /** Lower-case words to search: label, tags, shortcodes. */
  search: string[];
}

export interface EmojiCategory {
  key: string;
  name: string;
  emojis: PickerEmoji[];
}

interface CompactEmoji {
  unicode: string;
  label: string;
  group?: number;
  order?: number;
  tags?: string[];
  shortcodes?: string[];
  emoticon?: string | string[];
}

interface EmojiMessages {
  groups: Array<{ key: string; message: string; order: number }>;
}

/** Group 2 holds skin-tone and hair components, not emoji to send. */
const COMPONENT_GROUP = 2;

export function buildCategories(
  data: readonly CompactEmoji[],
  messages: EmojiMessages,
): EmojiCategory[] {
  const byGroup = new Map<number, CompactEmoji[]>();
  for (const emoji of data) {
    if (emoji.group === undefined || emoji.group === COMPONENT_GROUP) continue;
    byGroup.set(emoji.group, [...(byGroup.get(emoji.group) ?? []), emoji]);
  }
  return [...messages.groups]
    .sort((a, b) => a.order - b.order)
    .filter((g) => byGroup.has(g.order))
    .map((g) => ({
      key: g.key,
      name: g.message.charAt(0).toUpperCase() + g.message.slice(1),
      emojis: (byGroup.get(g.order) ?? [])
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map((e) => ({
          unicode: e.unicode,
          label: e.label,
          names: [e.label, ...(e.shortcodes ?? [])].map((s) => s.toLowerCase()),
          search: [e.label, ...(e.tags ?? []), ...(e.shortcodes ?? [])].map((s) => s.toLowerCase()),
        })),
    }));
}

/** 0: a name is the query; 1: a name starts with it; 2: it only matches somewhere inside. */
function matchRank(emoji: PickerEmoji, query: string): number {
  if (emoji.names.includes(query)) return 0;
  if (emoji.names.some((name) => name.startsWith(query))) return 1;
  return 2;
}

/**
 * Emoji whose label, tags or shortcodes contain every word of the query, best matches first:
 * 'fire' must offer the fire emoji before 'heart on fire', which only has it as a tag. The
 * sort is stable, so each rank keeps the picker's category order.
 */
export function searchEmojis(categories: readonly EmojiCategory[], query: string): PickerEmoji[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  return categories
    .flatMap((c) => c.emojis)
    .filter((e) => words.every((w) => e.search.some((s) => s.includes(w))))
    .map((emoji) => ({ emoji, rank: matchRank(emoji, phrase) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ emoji }) => emoji);
}

let loading: Promise<EmojiCategory[]> | null = null;

/** The dataset is large, so it loads on first use, once. */
export function loadEmojiCategories(): Promise<EmojiCategory[]> {
  loading ??= Promise.all([
    import('emojibase-data/en/compact.json'),
    import('emojibase-data/en/messages.json'),
  ]).then(
    ([data, messages]) =>
      buildCategories(
        data.default as unknown as CompactEmoji[],
        messages.default as unknown as EmojiMessages,
      ),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
