/** `text` with LIKE's wildcards and escape character taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE / ILIKE pattern matching values that contain `text`. */
export const containing = (text: string) => `%${literal(text)}%`;

/** A LIKE pattern matching values that start with `text` (a btree with text_pattern_ops serves it). */
export const startingWith = (text: string) => `${literal(text)}%`;
