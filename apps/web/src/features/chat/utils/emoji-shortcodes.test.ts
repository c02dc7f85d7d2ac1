import { describe, expect, it } from 'vitest';
import { SHORTCODES, replaceShortcodes } from './emoji-shortcodes';

describe('replaceShortcodes', () => {
  it('turns known :names: into their emoji and leaves unknown ones as typed', () => {
    expect(replaceShortcodes('BTC :fire: :rocket: to the :moon:')).toBe('BTC 🔥 🚀 to the 🌔');
    // Emoji that have a text form carry the emoji presentation selector (U+FE0F).
    expect(replaceShortcodes(':+1::white_check_mark:')).toBe('👍\uFE0F✅\uFE0F');
    expect(replaceShortcodes('meet at 12:30: :not_an_emoji:')).toBe(
      'meet at 12:30: :not_an_emoji:',
    );
  });

  it('keeps code as typed', () => {
    expect(replaceShortcodes('`:fire:` and :fire:')).toBe('`:fire:` and 🔥');
    expect(replaceShortcodes('```\n:fire:\n``` :fire:')).toBe('```\n:fire:\n``` 🔥');
  });

  it('is a bounded list of single emoji', () => {
    expect(SHORTCODES.size).toBeGreaterThan(100);
    expect(SHORTCODES.size).toBeLessThan(500);
    for (const [name, emoji] of SHORTCODES) {
      expect(name).toMatch(/^[a-z0-9_+-]+$/);
      expect([...new Intl.Segmenter().segment(emoji)]).toHaveLength(1);
    }
  });
});
