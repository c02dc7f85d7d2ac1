import { describe, expect, it } from 'vitest';
import { isSingleEmoji, messageTextProblem, toggleReaction } from './chat-messages';

describe('messageTextProblem', () => {
  it('refuses empty and whitespace-only text without an image', () => {
    expect(messageTextProblem('', false)).toBe('empty');
    expect(messageTextProblem(' \n\t ', false)).toBe('empty');
    expect(messageTextProblem('', true)).toBeNull();
  });
  it('refuses text over 4000 characters', () => {
    expect(messageTextProblem('x'.repeat(4000), false)).toBeNull();
    expect(messageTextProblem('x'.repeat(4001), false)).toBe('too_long');
  });
});

describe('toggleReaction', () => {
  it('adds the first reaction and toggles the reacting user off', () => {
    expect(toggleReaction([], 'u1', '👍')).toEqual({ action: 'added' });
    expect(toggleReaction([{ emoji: '👍', userIds: ['u1'] }], 'u1', '👍')).toEqual({
      action: 'removed',
    });
    expect(toggleReaction([{ emoji: '👍', userIds: ['u1'] }], 'u2', '👍')).toEqual({
      action: 'added',
    });
  });
  it('allows at most 20 different emoji on a message', () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ emoji: `e${i}`, userIds: ['x'] }));
    expect(toggleReaction(full, 'u1', 'new')).toEqual({ action: 'refused', reason: 'too_many' });
    expect(toggleReaction(full, 'u1', 'e3')).toEqual({ action: 'added' });
  });
});

describe('isSingleEmoji', () => {
  it('accepts one emoji, including joined sequences, flags and keycaps', () => {
    for (const emoji of ['👍', '❤️', '👩‍💻', '🇺🇸', '1️⃣', '👍🏽'])
      expect(isSingleEmoji(emoji)).toBe(true);
  });
  it('refuses text, several emoji and empty strings', () => {
    for (const value of ['', 'a', 'ok', '👍👍', ':+1:', '<b>'])
      expect(isSingleEmoji(value)).toBe(false);
  });
});
