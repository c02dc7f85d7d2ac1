// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { FORMATTED_TEXT_MARKUP } from '@bbt/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import type { GroupMentions, MentionContext } from '../utils/text-segments';
import { MessageText } from './message-text';

const context: MentionContext = {
  memberKeys: new Set(['elenavarga']),
  channelSlugs: new Set(['begginer', 'general']),
  myKey: 'ninaokafor',
  myRoles: new Set(),
};
const noGroups: GroupMentions = { roles: [], everyone: false };

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <MessageText text={text} context={context} groups={noGroups} />
    </MemoryRouter>,
  );
}

function expectOnlyAllowedMarkup(root: Element) {
  // The root is the renderer's own container.
  for (const element of root.querySelectorAll(':scope > div *')) {
    const allowed = FORMATTED_TEXT_MARKUP[element.tagName];
    expect(allowed, `<${element.tagName.toLowerCase()}>`).toBeDefined();
    for (const { name, value } of element.attributes) {
      expect(allowed, `${name}="${value}" on <${element.tagName.toLowerCase()}>`).toContain(name);
    }
    if (element.tagName === 'A') {
      const href = element.getAttribute('href') ?? '';
      expect(href).toMatch(/^(https?:\/\/|\/app\/)/);
      if (!href.startsWith('/app/')) {
        expect(element.getAttribute('rel')).toBe('noopener noreferrer nofollow');
        expect(element.getAttribute('target')).toBe('_blank');
      }
    }
  }
}

describe('MessageText', () => {
  it('names a mentioned channel as the sidebar does, linking to its key', () => {
    renderText('new here? try #begginer');
    const link = screen.getByRole('link');
    expect(link.textContent).toBe("#beginner's chat");
    expect(link.getAttribute('href')).toBe('/app/begginer');
  });

  it('draws each format with its own element', () => {
    const { container } = renderText(
      '**b** *i* __u__ ~~s~~ `c` $BTC @ElenaVarga @nobody https://x.io/a\n> quoted\n```ts\nconst a = 1;\n```',
    );
    expect(container.querySelector('strong')?.textContent).toBe('b');
    expect(container.querySelector('em')?.textContent).toBe('i');
    expect(container.querySelector('u')?.textContent).toBe('u');
    expect(container.querySelector('s')?.textContent).toBe('s');
    expect(container.querySelector('p code')?.textContent).toBe('c');
    expect(screen.getByTitle('Ticker BTC').textContent).toBe('$BTC');
    expect(screen.getByText('@ElenaVarga').tagName).toBe('SPAN');
    expect(container.textContent).toContain('@nobody');
    const link = screen.getByRole('link', { name: 'https://x.io/a' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
    const code = screen.getByRole('group', { name: 'Code block, ts' });
    expect(code.tagName).toBe('PRE');
    expect(code.textContent).toBe('const a = 1;');
    expect(code.getAttribute('tabindex')).toBe('0');
  });

  it('hides a spoiler behind a button until it is pressed, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderText('ending: ||the **butler** https://x.io|| and ||twist||');
    const [first, second] = screen.getAllByRole('button', { name: /spoiler/i });
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    // Masked words are no link and can't be read out before the reveal.
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('butler')).toBeNull();

    await user.click(first!);
    expect(screen.getByText('butler').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'https://x.io' })).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('butler');

    second!.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryAllByRole('button', { name: /spoiler/i })).toHaveLength(0);
    expect(screen.getByText('twist')).toBeTruthy();
  });

  it('shows markup and script as text, with no element outside its set', () => {
    const { container } = renderText(
      '<img src=x onerror=alert(1)> <script>alert(1)</script> [x](javascript:alert(1)) <javascript:alert(1)> data:text/html,<b>x</b>',
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(screen.queryByRole('link')).toBeNull();
    expectOnlyAllowedMarkup(container);
  });

  it('never draws an element or attribute outside its set, whatever the text', () => {
    const pieces = fc.constantFrom(
      '**',
      '*',
      '_',
      '__',
      '~~',
      '||',
      '`',
      '```',
      '\n',
      '> ',
      '>>> ',
      ' ',
      'x',
      '@ElenaVarga',
      '#general',
      '$ETH',
      'https://x.io/"onmouseover="alert(1)',
      '<a href="javascript:alert(1)">',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '[x](javascript:alert(1))',
      'javascript:alert(1)',
      '\u202Egnp.exe',
    );
    const text = fc
      .array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 30 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => {
        const { container, unmount } = renderText(input);
        try {
          expectOnlyAllowedMarkup(container);
        } finally {
          unmount();
        }
      }),
      { numRuns: 150 },
    );
  });
});
