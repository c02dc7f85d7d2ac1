import { searchTokenAt } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { applySuggestion, searchSuggestions } from './search-suggestions';

const members = [{ name: 'Alex Stone' }, { name: 'Alina' }, { name: 'Bob' }];
const channels = [
  { slug: 'general', label: 'general' },
  { slug: 'premium', label: 'premium-chat' },
];
const today = new Date(2025, 4, 31, 15);
const suggest = (text: string) =>
  searchSuggestions(searchTokenAt(text, text.length), members, channels, today);

describe('searchSuggestions', () => {
  it('offers the filters a bare word could start', () => {
    expect(suggest('gold ').map((s) => s.label)).toEqual([
      'from:',
      'in:',
      'has:',
      'before:',
      'after:',
    ]);
    expect(suggest('gold f').map((s) => s.label)).toEqual(['from:']);
    expect(suggest('gold xyz')).toEqual([]);
  });

  it('offers members after from:, by the name mentions use', () => {
    expect(suggest('from:al').map((s) => s.insert)).toEqual(['from:alexstone ', 'from:alina ']);
    expect(suggest('from:@ALEXS').map((s) => s.insert)).toEqual(['from:alexstone ']);
    expect(suggest('from:alina')).toEqual([]);
  });

  it('offers channels by slug or label after in:', () => {
    expect(suggest('in:#g').map((s) => s.insert)).toEqual(['in:#general ']);
    expect(suggest('in:premium-').map((s) => s.insert)).toEqual(['in:#premium ']);
  });

  it('offers image after has: and days after before: and after:', () => {
    expect(suggest('has:').map((s) => s.insert)).toEqual(['has:image ']);
    expect(suggest('before:').map((s) => s.label)).toEqual([
      '2025-05-31',
      '2025-05-30',
      '2025-05-24',
    ]);
    expect(suggest('after:2025-05-3').map((s) => s.label)).toEqual(['2025-05-31', '2025-05-30']);
    expect(suggest('after:2025-05-31')).toEqual([]);
  });
});

describe('applySuggestion', () => {
  it('replaces the token under the caret and puts the caret after it', () => {
    const text = 'gold in:#ge btc';
    const token = searchTokenAt(text, 11);
    const [general] = searchSuggestions(token, members, channels, today);
    expect(applySuggestion(text, token, general!)).toEqual({
      text: 'gold in:#general btc',
      caret: 17,
    });
  });
});
