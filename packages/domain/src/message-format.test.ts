import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockNode, InlineNode } from './message-format';
import { FORMAT_NODE_TYPES, mentionTokens, parseMessage, plainText } from './message-format';

const text = (value: string): InlineNode => ({ type: 'text', text: value });
/** The inline nodes of a message that is one paragraph. */
function inline(message: string): InlineNode[] {
  const blocks = parseMessage(message);
  expect(blocks).toHaveLength(1);
  const [paragraph] = blocks;
  if (paragraph?.type !== 'paragraph') throw new Error(`not a paragraph: ${message}`);
  return paragraph.children;
}

describe('parseMessage: styles', () => {
  it('reads bold, italic, underline, strikethrough and spoilers', () => {
    expect(inline('**b** *i* _j_ __u__ ~~s~~ ||p||')).toEqual([
      { type: 'bold', children: [text('b')] },
      text(' '),
      { type: 'italic', children: [text('i')] },
      text(' '),
      { type: 'italic', children: [text('j')] },
      text(' '),
      { type: 'underline', children: [text('u')] },
      text(' '),
      { type: 'strike', children: [text('s')] },
      text(' '),
      { type: 'spoiler', children: [text('p')] },
    ]);
  });

  it('nests styles, and reads three asterisks as bold italic', () => {
    expect(inline('***x***')).toEqual([
      { type: 'bold', children: [{ type: 'italic', children: [text('x')] }] },
    ]);
    expect(inline('||**big** news||')).toEqual([
      {
        type: 'spoiler',
        children: [{ type: 'bold', children: [text('big')] }, text(' news')],
      },
    ]);
  });

  it('lets styles span lines of one paragraph', () => {
    expect(inline('**two\nlines**')).toEqual([{ type: 'bold', children: [text('two\nlines')] }]);
  });

  it('keeps unclosed and unpaired markers literal', () => {
    for (const literal of ['**open', 'close**', '~single~', '|pipe|', 'a || b', '__', '****']) {
      expect(inline(literal)).toEqual([text(literal)]);
    }
    expect(inline('**a _b** c_')).toEqual([
      { type: 'bold', children: [text('a _b')] },
      text(' c_'),
    ]);
    expect(inline('*a**')).toEqual([{ type: 'italic', children: [text('a')] }, text('*')]);
  });

  it('leaves arithmetic, list stars and snake_case alone', () => {
    for (const literal of ['2 * 3 * 4', '* not a list *', 'snake_case_name', 'a_b_c d_e']) {
      expect(inline(literal)).toEqual([text(literal)]);
    }
  });

  it('keeps a backslashed marker literal and drops the backslash', () => {
    expect(inline('\\*not italic\\* \\\\ \\o/')).toEqual([text('*not italic* \\ \\o/')]);
    expect(inline('\\`not code\\`')).toEqual([text('`not code`')]);
  });
});

describe('parseMessage: code', () => {
  it('formats nothing inside inline code', () => {
    expect(inline('run `**x** @nina https://x.io $BTC` now')).toEqual([
      text('run '),
      { type: 'code', text: '**x** @nina https://x.io $BTC' },
      text(' now'),
    ]);
    expect(inline('``a ` b``')).toEqual([{ type: 'code', text: 'a ` b' }]);
    expect(inline('`open')).toEqual([text('`open')]);
  });

  it('reads code blocks with an optional language, between paragraphs', () => {
    expect(parseMessage('look:\n```ts\nconst a = **1**;\n> no quote\n```\nnice')).toEqual([
      { type: 'paragraph', children: [text('look:')] },
      { type: 'codeBlock', lang: 'ts', text: 'const a = **1**;\n> no quote' },
      { type: 'paragraph', children: [text('nice')] },
    ]);
    expect(parseMessage('a ```x``` b')).toEqual([
      { type: 'paragraph', children: [text('a ')] },
      { type: 'codeBlock', lang: null, text: 'x' },
      { type: 'paragraph', children: [text(' b')] },
    ]);
    expect(parseMessage('```js```')).toEqual([{ type: 'codeBlock', lang: null, text: 'js' }]);
  });

  it('keeps an unclosed fence literal', () => {
    expect(parseMessage('```\nno end')).toEqual([
      { type: 'paragraph', children: [text('```\nno end')] },
    ]);
  });
});

describe('parseMessage: quotes', () => {
  it('quotes "> " lines while they last', () => {
    expect(parseMessage('> one *two*\n> three\nafter\n>not a quote')).toEqual([
      {
        type: 'quote',
        children: [
          {
            type: 'paragraph',
            children: [text('one '), { type: 'italic', children: [text('two')] }, text('\nthree')],
          },
        ],
      },
      { type: 'paragraph', children: [text('after\n>not a quote')] },
    ]);
  });

  it('quotes everything after ">>> ", code blocks included, without nesting quotes', () => {
    expect(parseMessage('hi\n>>> all\n> of\n```\nit\n```')).toEqual([
      { type: 'paragraph', children: [text('hi')] },
      {
        type: 'quote',
        children: [
          { type: 'paragraph', children: [text('all\n> of')] },
          { type: 'codeBlock', lang: null, text: 'it' },
        ],
      },
    ]);
  });
});

describe('parseMessage: links', () => {
  it('leaves plain text alone', () => {
    expect(inline('hello\nworld')).toEqual([text('hello\nworld')]);
  });

  it('finds http and https links inside text', () => {
    expect(inline('see https://example.com/a?b=1 and http://x.io now')).toEqual([
      text('see '),
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      text(' and '),
      { type: 'link', text: 'http://x.io', href: 'http://x.io/' },
      text(' now'),
    ]);
  });

  it('leaves sentence punctuation, markers and unbalanced brackets out of a link', () => {
    expect(inline('(docs: https://example.com/wiki/A_(b)).')).toEqual([
      text('(docs: '),
      {
        type: 'link',
        text: 'https://example.com/wiki/A_(b)',
        href: 'https://example.com/wiki/A_(b)',
      },
      text(').'),
    ]);
    expect(inline('**https://x.io/a_b**')).toEqual([
      {
        type: 'bold',
        children: [{ type: 'link', text: 'https://x.io/a_b', href: 'https://x.io/a_b' }],
      },
    ]);
  });

  it('reads <address> as a link without its brackets', () => {
    expect(inline('<https://x.io/a b>')).toEqual([
      text('<'),
      { type: 'link', text: 'https://x.io/a', href: 'https://x.io/a' },
      text(' b>'),
    ]);
    expect(inline('<https://x.io/a>')).toEqual([
      { type: 'link', text: 'https://x.io/a', href: 'https://x.io/a' },
    ]);
  });

  it('never makes a link of other schemes, nor of masked link text', () => {
    for (const literal of [
      'javascript:alert(1) ftp://x.org data:text/html,<b>x</b>',
      '<javascript:alert(1)>',
      '[click](javascript:alert(1))',
    ]) {
      expect(inline(literal)).toEqual([text(literal)]);
    }
    expect(inline('[safe](https://evil.example)')).toEqual([
      text('[safe]('),
      { type: 'link', text: 'https://evil.example', href: 'https://evil.example/' },
      text(')'),
    ]);
  });

  it('does not look for mentions inside links', () => {
    expect(inline('https://x.io/#general')).toEqual([
      { type: 'link', text: 'https://x.io/#general', href: 'https://x.io/#general' },
    ]);
  });
});

describe('parseMessage: mentions and tickers', () => {
  it('marks @ and # tokens, as parseMentions reads them', () => {
    expect(inline('hi @Nina_O. in #crypto_channel, mail a@b.com')).toEqual([
      text('hi '),
      { type: 'mention', sigil: '@', name: 'Nina_O', text: '@Nina_O' },
      text('. in '),
      { type: 'mention', sigil: '#', name: 'crypto_channel', text: '#crypto_channel' },
      text(', mail a@b.com'),
    ]);
  });

  it('finds no mention in code, a link or after a backslash', () => {
    expect(mentionTokens('`@a` ```\n@b\n``` https://x.io/@c \\@d @e')).toEqual([
      { sigil: '@', name: 'e' },
    ]);
  });

  it('reads $ and 1-6 letters as a ticker, never money', () => {
    expect(inline('$BTC $aapl $BRK.B $ES_F')).toEqual([
      { type: 'ticker', symbol: 'BTC', text: '$BTC' },
      text(' '),
      { type: 'ticker', symbol: 'AAPL', text: '$aapl' },
      text(' '),
      { type: 'ticker', symbol: 'BRK.B', text: '$BRK.B' },
      text(' '),
      { type: 'ticker', symbol: 'ES', text: '$ES' },
      text('_F'),
    ]);
    for (const literal of ['$100', '$5k', 'US$BTC', '$TOOLONG', '$$BTC', '$BTC2']) {
      expect(inline(literal)).toEqual([text(literal)]);
    }
    expect(inline('**$SPY** to the moon.')).toEqual([
      { type: 'bold', children: [{ type: 'ticker', symbol: 'SPY', text: '$SPY' }] },
      text(' to the moon.'),
    ]);
  });
});

describe('plainText', () => {
  it('is the words without markers, one line per block, spoilers optionally masked', () => {
    const blocks = parseMessage('> **hi** ||secret||\n```js\nx\n```\n`y` $BTC');
    expect(plainText(blocks)).toBe('hi secret\nx\ny $BTC');
    expect(plainText(blocks, 'spoiler')).toBe('hi spoiler\nx\ny $BTC');
  });
});

describe('parseMessage: time', () => {
  // A backtracking or searching parser takes seconds on these; this one takes milliseconds.
  const units = [
    '*',
    '_',
    '~',
    '|',
    '`',
    '\\',
    '>',
    '@',
    '$',
    '*a',
    '_a ',
    '**a',
    '`` `',
    '> \n',
    '>>> ',
    '```\n',
    '<https://',
    '*a _b ~~c ||d ',
  ];
  const hostile = [
    ...units.map((unit) => unit.repeat(Math.ceil(20_000 / unit.length))),
    `https://x.io/${')'.repeat(20_000)}`,
    `https://x.io/${'('.repeat(10_000)}${')'.repeat(10_000)}`,
  ];
  it('parses 20,000 characters of any marker in linear time', () => {
    for (const message of hostile) {
      const started = performance.now();
      parseMessage(message);
      expect(performance.now() - started, message.slice(0, 20)).toBeLessThan(500);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over any input.

/** Pieces that make markers meet in every order, and hostile text. */
const PIECES = [
  '*',
  '**',
  '_',
  '__',
  '~~',
  '||',
  '`',
  '```',
  '```js\n',
  '\\',
  '> ',
  '>>> ',
  '\n',
  ' ',
  'a',
  'word',
  '@nina',
  '#general',
  '$BTC',
  '$100',
  'https://x.io/a_(b)',
  '<https://y.io>',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  'data:text/html;base64,PHNjcmlwdD4=',
  '\u202E',
  '"',
  "'",
];
const message = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 40 })
  .map((parts) => parts.join(''));

const MARKER_CHARS = new Set('*_~|`\\<> \n');
const KEYS: Record<(typeof FORMAT_NODE_TYPES)[number], string[]> = {
  paragraph: ['children', 'type'],
  codeBlock: ['lang', 'text', 'type'],
  quote: ['children', 'type'],
  text: ['text', 'type'],
  bold: ['children', 'type'],
  italic: ['children', 'type'],
  underline: ['children', 'type'],
  strike: ['children', 'type'],
  spoiler: ['children', 'type'],
  code: ['text', 'type'],
  link: ['href', 'text', 'type'],
  mention: ['name', 'sigil', 'text', 'type'],
  ticker: ['symbol', 'text', 'type'],
};

/** Checks every node has a known type, exactly its fields, and only strings for text. */
function expectWellFormed(node: BlockNode | InlineNode, depth: 'block' | 'quoted' | 'inline') {
  expect(FORMAT_NODE_TYPES).toContain(node.type);
  expect(Object.keys(node).sort()).toEqual(KEYS[node.type]);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'children' && key !== 'lang') expect(typeof value).toBe('string');
  }
  const blockTypes = ['paragraph', 'codeBlock', 'quote'];
  if (depth === 'inline') expect(blockTypes).not.toContain(node.type);
  else expect(blockTypes).toContain(node.type);
  if (depth === 'quoted') expect(node.type).not.toBe('quote');
  if (node.type === 'quote') for (const child of node.children) expectWellFormed(child, 'quoted');
  else if ('children' in node) {
    expect(node.children.length).toBeGreaterThan(0);
    for (const child of node.children) expectWellFormed(child, 'inline');
  }
  if (node.type === 'link') {
    expect(['http:', 'https:']).toContain(new URL(node.href).protocol);
    expect(node.href).toBe(new URL(node.text).href);
  }
  if (node.type === 'mention') expect(node.text).toBe(`${node.sigil}${node.name}`);
  if (node.type === 'ticker') expect(node.symbol).toMatch(/^[A-Z]{1,6}(\.[A-Z]{1,2})?$/);
}

/** All the text a reader sees, code block languages included, with nothing between blocks. */
function shownText(blocks: readonly BlockNode[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'codeBlock') return `${block.lang ?? ''}${block.text}`;
      if (block.type === 'quote') return shownText(block.children);
      return plainText([block]);
    })
    .join('');
}

describe('parseMessage: properties', () => {
  it('emits only its node types, with their fields, and links only to http(s)', () => {
    fc.assert(
      fc.property(message, (input) => {
        for (const block of parseMessage(input)) expectWellFormed(block, 'block');
      }),
      { numRuns: 1000 },
    );
  });

  it('shows every character of the input in order except the markers it read', () => {
    fc.assert(
      fc.property(message, (input) => {
        const shown = shownText(parseMessage(input));
        let at = 0;
        for (const char of input) {
          if (shown[at] === char) at += 1;
          else expect(MARKER_CHARS, JSON.stringify({ input, shown, char })).toContain(char);
        }
        expect(at, JSON.stringify({ input, shown })).toBe(shown.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('shows text without markers exactly as written', () => {
    const plain = fc.string().filter((s) => ![...s].some((c) => MARKER_CHARS.has(c)));
    fc.assert(
      fc.property(plain, (input) => {
        expect(plainText(parseMessage(input))).toBe(input);
      }),
    );
  });

  it('shows anything with its punctuation escaped as plain text', () => {
    fc.assert(
      fc.property(message, (input) => {
        const escaped = input.replace(/[!-/:-@[-`{-~]/g, '\\$&');
        const blocks = parseMessage(escaped);
        expect(plainText(blocks)).toBe(input);
        for (const block of blocks) {
          expect(block.type).toBe('paragraph');
          if (block.type === 'paragraph') {
            expect(block.children.every((node) => node.type === 'text')).toBe(true);
          }
        }
      }),
    );
  });

  it('formats nothing inside code', () => {
    // Inline code is one line: a '> ' at the start of the next line would begin a quote.
    const code = fc.string({ minLength: 1 }).filter((s) => !s.includes('`'));
    fc.assert(
      fc.property(code, (body) => {
        expect(parseMessage(`\`${body.replaceAll('\n', ' ')}\``)).toEqual([
          { type: 'paragraph', children: [{ type: 'code', text: body.replaceAll('\n', ' ') }] },
        ]);
        expect(parseMessage(`\`\`\`\n${body}\n\`\`\``)).toEqual([
          { type: 'codeBlock', lang: null, text: body },
        ]);
      }),
    );
  });
});
