import { describe, expect, it } from 'vitest';
import { buildCategories, searchEmojis } from './emoji-data';

const messages = {
  groups: [
    { key: 'people-body', message: 'people & body', order: 1 },
    { key: 'smileys-emotion', message: 'smileys & emotion', order: 0 },
    { key: 'component', message: 'components', order: 2 },
  ],
};

const data = [
  { unicode: '😃', label: 'grinning face with big eyes', group: 0, order: 2, tags: ['happy'] },
  { unicode: '😀', label: 'grinning face', group: 0, order: 1, tags: ['smile'] },
  { unicode: '👋', label: 'waving hand', group: 1, order: 10, shortcodes: ['wave'] },
  { unicode: '🏻', label: 'light skin tone', group: 2, order: 1 },
  { unicode: '🇦', label: 'regional indicator A' },
];

describe('emoji categories', () => {
  it('orders groups and emoji, and leaves out components and ungrouped entries', () => {
    const categories = buildCategories(data, messages);
    expect(categories.map((c) => [c.name, c.emojis.map((e) => e.unicode)])).toEqual([
      ['Smileys & emotion', ['😀', '😃']],
      ['People & body', ['👋']],
    ]);
  });

  it('searches labels, tags and shortcodes for every word', () => {
    const categories = buildCategories(data, messages);
    expect(searchEmojis(categories, 'grin').map((e) => e.unicode)).toEqual(['😀', '😃']);
    expect(searchEmojis(categories, 'Grinning happy').map((e) => e.unicode)).toEqual(['😃']);
    expect(searchEmojis(categories, 'wave').map((e) => e.unicode)).toEqual(['👋']);
    expect(searchEmojis(categories, '  ')).toEqual([]);
  });

  it('ranks exact names first, then names starting with the query, then the rest', () => {
    const fire = buildCategories(
      [
        { unicode: '❤️‍🔥', label: 'heart on fire', group: 0, order: 1, tags: ['fire'] },
        { unicode: '🧑‍🚒', label: 'firefighter', group: 0, order: 2, tags: ['fire'] },
        { unicode: '🚒', label: 'fire engine', group: 1, order: 3, tags: ['fire'] },
        { unicode: '🔥', label: 'fire', group: 1, order: 4, tags: ['flame'] },
        { unicode: '🧯', label: 'fire extinguisher', group: 1, order: 5 },
        { unicode: '🔪', label: 'kitchen knife', group: 1, order: 6, shortcodes: ['hocho'] },
      ],
      messages,
    );
    expect(searchEmojis(fire, 'Fire').map((e) => e.unicode)).toEqual([
      '🔥',
      '🧑‍🚒',
      '🚒',
      '🧯',
      '❤️‍🔥',
    ]);
    expect(searchEmojis(fire, 'fire  engine').map((e) => e.unicode)).toEqual(['🚒']);
    expect(searchEmojis(fire, 'hocho').map((e) => e.unicode)).toEqual(['🔪']);
  });
});
