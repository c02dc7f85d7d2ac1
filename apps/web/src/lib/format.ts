/**
 * Counts, words and moments as the console's screens show them ('en-US'). They live in the
 * domain package because the bot's chat notices must read the same; screens import them here.
 */
export { formatCount, formatDateTime, plural } from '@bbt/domain';
