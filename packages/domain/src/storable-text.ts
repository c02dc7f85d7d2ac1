/**
 * Whether PostgreSQL can store this text. Its `text` and `varchar` types refuse the NUL
 * character (U+0000) outright, so text holding one fails the query instead of being saved.
 * Every other character is storable: a lone surrogate is written as U+FFFD by the UTF-8
 * encoder on the way to the database, not refused.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}
