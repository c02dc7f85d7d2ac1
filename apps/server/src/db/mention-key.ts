import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * The mention key of a display name in SQL: the database function `mention_key` (created by
 * migration 0021), the twin of `mentionKey` in @bbt/domain (spaces removed, lower case). Every
 * query that matches names as mentions do goes through this one expression, which
 * users_mention_key_idx indexes, so the lookup reads the index instead of every member.
 */
export const mentionKeyOf = (name: SQLWrapper) => sql`mention_key(${name})`;
