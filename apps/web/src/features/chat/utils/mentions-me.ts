import { mentionsMember } from '@bbt/domain';

/**
 * The whole message is highlighted when it mentions the reader, one of their roles or everyone:
 * the domain's rule, the same one that raises a notification (decision 0035).
 */
export const mentionsViewer = mentionsMember;
