import { mentionKey, type SearchTokenAt } from '@bbt/domain';

/** One suggestion under the search box: `insert` replaces the token being typed. */
export interface SearchSuggestion {
  id: string;
  label: string;
  hint: string;
  insert: string;
}

const FILTER_HINTS: SearchSuggestion[] = [
  { id: 'f-from', label: 'from:', hint: 'a member', insert: 'from:' },
  { id: 'f-in', label: 'in:', hint: 'a channel', insert: 'in:#' },
  { id: 'f-has', label: 'has:', hint: 'image', insert: 'has:image ' },
  { id: 'f-before', label: 'before:', hint: 'a date, YYYY-MM-DD', insert: 'before:' },
  { id: 'f-after', label: 'after:', hint: 'a date, YYYY-MM-DD', insert: 'after:' },
];

const SHOWN = 6;

/** A day as the filters take it, in the viewer's calendar. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What to offer for the token under the caret: the filters while a bare word is typed (those
 * it could start), members after from:, channels after in:, image after has:, dates after
 * before:/after:. Empty once the token is complete.
 */
export function searchSuggestions(
  token: SearchTokenAt,
  members: readonly { name: string }[],
  channels: readonly { slug: string; label: string }[],
  today: Date,
): SearchSuggestion[] {
  const value = token.value.toLowerCase();
  switch (token.key) {
    case null:
      return FILTER_HINTS.filter(
        (f) => value === '' || (f.label.startsWith(value) && f.label !== value),
      );
    case 'from': {
      const typed = mentionKey(value.replace(/^@/, ''));
      return members
        .filter((m) => mentionKey(m.name).startsWith(typed) && mentionKey(m.name) !== typed)
        .slice(0, SHOWN)
        .map((m) => ({
          id: `from-${mentionKey(m.name)}`,
          label: m.name,
          hint: 'from',
          insert: `from:${mentionKey(m.name)} `,
        }));
    }
    case 'in': {
      const typed = value.replace(/^#/, '');
      return channels
        .filter(
          (c) =>
            (c.slug.startsWith(typed) || c.label.toLowerCase().startsWith(typed)) &&
            c.slug !== typed,
        )
        .slice(0, SHOWN)
        .map((c) => ({
          id: `in-${c.slug}`,
          label: `#${c.label}`,
          hint: 'in',
          insert: `in:#${c.slug} `,
        }));
    }
    case 'has':
      return value === 'image'
        ? []
        : [{ id: 'has-image', label: 'image', hint: 'has', insert: 'has:image ' }];
    case 'before':
    case 'after': {
      if (value.length >= 10) return [];
      const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
      const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
      return [
        { day: today, hint: 'today' },
        { day: yesterday, hint: 'yesterday' },
        { day: weekAgo, hint: 'a week ago' },
      ]
        .map(({ day, hint }) => ({ text: isoDay(day), hint }))
        .filter(({ text }) => text.startsWith(value))
        .map(({ text, hint }) => ({
          id: `${token.key}-${text}`,
          label: text,
          hint,
          insert: `${token.key}:${text} `,
        }));
    }
  }
}

/** The text with the token replaced by a suggestion, and where the caret goes. */
export function applySuggestion(
  text: string,
  token: SearchTokenAt,
  suggestion: SearchSuggestion,
): { text: string; caret: number } {
  const before = text.slice(0, token.start) + suggestion.insert;
  return { text: before + text.slice(token.end).replace(/^ /, ''), caret: before.length };
}
