import { LIMITS } from './limits';

/** What the server accepts as message text: trimmed, not empty (unless an image), not too long. */
export type MessageTextProblem = 'empty' | 'too_long';

export function messageTextProblem(text: string, hasImage: boolean): MessageTextProblem | null {
  const trimmed = text.trim();
  if (!trimmed && !hasImage) return 'empty';
  if (trimmed.length > LIMITS.messageMaxChars) return 'too_long';
  return null;
}

export const MESSAGE_TEXT_PROBLEMS: Record<MessageTextProblem, string> = {
  empty: 'A message needs some text or an image.',
  too_long: `A message is at most ${LIMITS.messageMaxChars} characters.`,
};

export interface ReactionState {
  emoji: string;
  userIds: readonly string[];
}

export type ReactionToggle =
  { action: 'added' | 'removed' } | { action: 'refused'; reason: 'too_many' };

/**
 * Ruling 8: several emoji per message (at most 20 different ones), each with its own count and
 * per-user toggle. Clicking an emoji you reacted with removes yours; any other click adds one.
 * With one emoji this is the spec's single-reaction flow.
 */
export function toggleReaction(
  reactions: readonly ReactionState[],
  userId: string,
  emoji: string,
): ReactionToggle {
  const existing = reactions.find((r) => r.emoji === emoji);
  if (existing?.userIds.includes(userId)) return { action: 'removed' };
  if (!existing && reactions.length >= LIMITS.maxReactionsPerMessage)
    return { action: 'refused', reason: 'too_many' };
  return { action: 'added' };
}

const EMOJI_CODE_POINT = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** A reaction is exactly one emoji (one grapheme, flags and keycaps included). */
export function isSingleEmoji(value: string): boolean {
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)];
  return graphemes.length === 1 && EMOJI_CODE_POINT.test(value);
}
