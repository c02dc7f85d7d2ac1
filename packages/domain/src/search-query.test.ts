import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSearchQuery,
  parseSearchQuery,
  SEARCH_QUERY_MAX,
  searchSnippet,
  searchText,
  withoutMarkers,
  searchTokenAt,
  type SearchQuery,
} from './search-query';

const EMPTY: SearchQuery = {
  words: [],
  phrases: [],
  from: null,
  in: null,
  hasImage: false,
  before: null,
  after: null,
};

const parsed = (input: string) => {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.query;
};
const refusal = (input: string) => {
  const result = parseSearchQuery(input);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(result.query)}`);
  return result.error;
};

describe('parseSearchQuery', () => {
  it('reads words and quoted phrases', () => {
    expect(parsed('btc  breakout "buy the dip"')).toEqual({
      ...EMPTY,
      words: ['btc', 'breakout'],
      phrases: ['buy the dip'],
    });
  });

  it('reads every filter', () => {
    expect(
      parsed('from:@Alex in:#General has:image before:2025-03-01 after:2025-01-31 gold'),
    ).toEqual({
      words: ['gold'],
      phrases: [],
      from: 'alex',
      in: 'general',
      hasImage: true,
      before: '2025-03-01',
      after: '2025-01-31',
    });
    expect(parsed('from:alex in:premium').in).toBe('premium');
  });

  it('takes a quoted name as the name without its spaces, as mentions do', () => {
    expect(parsed('from:"Jane Doe" risk').from).toBe('janedoe');
  });

  it('searches an unknown key:value as a word', () => {
    expect(parsed('eth:usd http://x.io ratio:2').words).toEqual([
      'eth:usd',
      'http://x.io',
      'ratio:2',
    ]);
  });

  it('runs an unclosed quote to the end', () => {
    expect(parsed('"stop loss').phrases).toEqual(['stop loss']);
  });

  it('refuses invalid dates readably', () => {
    expect(refusal('before:2025-02-30')).toBe(
      'before: needs a date written YYYY-MM-DD, like before:2025-01-31',
    );
    expect(refusal('after:yesterday')).toMatch(/^after: needs a date written YYYY-MM-DD/);
    expect(refusal('after:2025-3-1')).toMatch(/^after: needs a date/);
    // The day after the last one PostgreSQL can write (a five-digit year) is refused.
    expect(refusal('after:9999-12-31')).toBe('after: needs a date before 9999-12-31');
    expect(parseSearchQuery('before:9999-12-31').ok).toBe(true);
  });

  it('refuses a date range with no day in it', () => {
    expect(refusal('after:2025-01-01 before:2025-01-02')).toMatch(/No day lies between/);
    expect(parsed('after:2025-01-01 before:2025-01-03').after).toBe('2025-01-01');
  });

  it('refuses bad filter values, repeats, empty and long searches', () => {
    expect(refusal('has:video')).toBe('has: can only be has:image');
    expect(refusal('in:#')).toMatch(/^in: needs a channel/);
    expect(refusal('from:@')).toMatch(/^from: needs a member/);
    expect(refusal('from:a from:b')).toBe('Use from: once in a search');
    expect(refusal('   ')).toBe('Type a word or a filter to search');
    expect(refusal('""')).toBe('Type a word or a filter to search');
    expect(refusal('a'.repeat(SEARCH_QUERY_MAX + 1))).toMatch(/at most/);
  });

  it('accepts a search made of filters only', () => {
    expect(parsed('has:image')).toEqual({ ...EMPTY, hasImage: true });
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 220 }), (input) => {
        const result = parseSearchQuery(input);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('reads text without quotes or colons as its words', () => {
    const word = fc.stringMatching(/^[a-z0-9$#@.-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(' ', '  ', '\t'),
        (words, gap) => {
          expect(parsed(words.join(gap))).toEqual({ ...EMPTY, words });
        },
      ),
    );
  });

  it('reads back what formatSearchQuery writes', () => {
    const word = fc.stringMatching(/^[a-z0-9$]{1,10}$/);
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const query = fc.record({
      words: fc.array(word, { maxLength: 4 }),
      phrases: fc.array(
        fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
        {
          maxLength: 2,
        },
      ),
      from: fc.option(word),
      in: fc.option(fc.stringMatching(/^[a-z_]{1,12}$/)),
      hasImage: fc.boolean(),
      before: fc.constant(null),
      after: fc.option(day),
    });
    fc.assert(
      fc.property(query, (q) => {
        fc.pre(formatSearchQuery(q) !== '');
        expect(parsed(formatSearchQuery(q))).toEqual(q);
      }),
    );
  });
});

describe('searchText', () => {
  it('joins words and quoted phrases for websearch_to_tsquery', () => {
    expect(searchText(parsed('gold "risk off" -silver'))).toBe('gold -silver "risk off"');
    expect(searchText(parsed('has:image'))).toBeNull();
  });
});

describe('searchTokenAt', () => {
  it('finds the filter under the caret', () => {
    expect(searchTokenAt('gold in:#gen', 12)).toEqual({
      key: 'in',
      value: '#gen',
      start: 5,
      end: 12,
    });
    expect(searchTokenAt('FROM:al x', 7)).toEqual({ key: 'from', value: 'al', start: 0, end: 7 });
    expect(searchTokenAt('gold fr', 7)).toEqual({ key: null, value: 'fr', start: 5, end: 7 });
    expect(searchTokenAt('gold ', 5)).toEqual({ key: null, value: '', start: 5, end: 5 });
  });
});

describe('searchSnippet', () => {
  it('marks the matched stretches', () => {
    expect(searchSnippet('buy gold now', [{ start: 4, end: 8 }])).toEqual([
      { text: 'buy ', mark: false },
      { text: 'gold', mark: true },
      { text: ' now', mark: false },
    ]);
  });

  it('cuts a long text around the first match and ignores ranges outside the text', () => {
    const text = `${'a'.repeat(500)} gold ${'b'.repeat(500)}`;
    const segments = searchSnippet(
      text,
      [
        { start: 501, end: 505 },
        { start: 990, end: 2000 },
      ],
      100,
    );
    expect(segments[0]).toEqual({ text: '…', mark: false });
    expect(segments.find((s) => s.mark)).toEqual({ text: 'gold', mark: true });
    expect(segments.at(-1)).toEqual({ text: '…', mark: false });
    expect(segments.map((s) => s.text).join('').length).toBeLessThanOrEqual(102);
  });

  it('shows the words without Markdown markers, the matches still on their words', () => {
    const text = '**BTC** breaks _out_ of ~~the~~ `range`\n> says ||Ana||';
    const start = text.indexOf('range');
    expect(
      searchSnippet(text, [
        { start: 2, end: 5 },
        { start, end: start + 5 },
      ]),
    ).toEqual([
      { text: 'BTC', mark: true },
      { text: ' breaks out of the ', mark: false },
      { text: 'range', mark: true },
      { text: '\nsays Ana', mark: false },
    ]);
  });

  it('drops bold italic markers whole, and leaves code as it is written', () => {
    expect(withoutMarkers('***both*** and **bold**').text).toBe('both and bold');
    expect(withoutMarkers('run `a *b* c` now').text).toBe('run a *b* c now');
    expect(withoutMarkers('```\nx = **y** * _z_\n```').text).toBe('\nx = **y** * _z_\n');
    expect(withoutMarkers('`code` then *stress*').text).toBe('code then stress');
  });

  it('keeps markers that mark nothing: snake_case, 2*3, a lone asterisk', () => {
    expect(withoutMarkers('snake_case_name 2*3 = 6 * x').text).toBe('snake_case_name 2*3 = 6 * x');
    expect(withoutMarkers('```ts\nconst a = 1\n```').text).toBe('\nconst a = 1\n');
  });

  it('keeps every character of a short text without markers, in order', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).map((text) => text.replace(/[*_~|`>]/g, '')),
        fc.array(fc.record({ start: fc.nat(220), end: fc.nat(220) }), { maxLength: 5 }),
        (text, ranges) => {
          const segments = searchSnippet(text, ranges, 240);
          expect(segments.map((s) => s.text).join('')).toBe(text);
        },
      ),
    );
  });

  it('shows any short text as its words without markers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const segments = searchSnippet(text, [{ start: 0, end: text.length }], 240);
        expect(segments.map((s) => s.text).join('')).toBe(withoutMarkers(text).text);
      }),
    );
  });
});
