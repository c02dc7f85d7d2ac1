import { describe, expect, it } from 'vitest';
import {
  assetsOf,
  browserPageShell,
  fillShell,
  pageShell,
  scriptSafeJson,
  SERVER_STATE_ID,
} from './server-render';

const TEMPLATE =
  '<!doctype html><html><head><title>Blue Badge</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"></div></body></html>';

const CSS: Record<string, string> = {
  'assets/index-1.css':
    '@font-face{src:url(/assets/inter-latin-wght-normal-AbC1.woff2)}body{margin:0}',
  'assets/products-1.css': '.card{color:red}',
};

const render = (html: string, state: unknown = { queries: [] }) =>
  fillShell(
    pageShell(
      TEMPLATE,
      { scripts: ['assets/products-1.js', 'assets/react-1.js'], styles: ['assets/products-1.css'] },
      (file) => CSS[file] ?? null,
    ),
    {
      status: 200,
      html,
      drawnBy: 'server',
      state,
      modules: ['src/app/routes/products.tsx'],
      personal: false,
    },
  );

/** The page's stylesheet links that the browser fetches and applies. */
const enabledStylesheetLinks = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)]
    .map(([link]) => link)
    .filter((link) => !/\sdisabled[\s>]/.test(link));

describe('server-rendered page HTML', () => {
  it("puts the markup in #root and the page's title in the head", () => {
    const html = render('<title>Products · Blue Badge</title><h1>Products</h1>');
    expect(html).toContain('<div id="root"><h1>Products</h1></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<head><title>Products · Blue Badge</title>');
  });

  it('inlines the entry and route style sheets, in that order, and preloads the Latin font', () => {
    const html = render('<h1>x</h1>');
    expect(enabledStylesheetLinks(html)).toEqual([]);
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.card{color:red}'));
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-AbC1.woff2">',
    );
  });

  it('names every script for the deferred loader, the entry first, instead of loading them', () => {
    const html = render('<h1>x</h1>');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      '<meta name="bbt-scripts" content="/assets/index-1.js /assets/react-1.js /assets/products-1.js">',
    );
  });

  it("marks each inlined sheet with a disabled link, so a route's code does not fetch it again", () => {
    // Vite's preload helper skips a sheet whose stylesheet link is in the page.
    const html = render('<h1>x</h1>');
    for (const file of ['index-1.css', 'products-1.css']) {
      expect(html).toContain(`<link rel="stylesheet" href="/assets/${file}" disabled>`);
    }
  });

  it('keeps a style sheet it cannot read as a link', () => {
    const html = pageShell(TEMPLATE, { scripts: [], styles: [] }, () => null);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('embeds state that text inside it cannot break out of', () => {
    const hostile = { title: '</script><script>window.__xss=1</script>', line: '\u2028' };
    const html = render('<h1>x</h1>', hostile);
    const state = html.slice(html.indexOf(`id="${SERVER_STATE_ID}">`));
    expect(state.match(/<\/script>/g)).toHaveLength(1);
    const json = state.slice(state.indexOf('>') + 1, state.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual(hostile);
    expect(scriptSafeJson('a<b>&')).toBe('"a\\u003cb\\u003e\\u0026"');
  });
});

describe('a page the browser draws, with its data', () => {
  const shell = browserPageShell(
    TEMPLATE,
    { scripts: ['assets/channel-1.js', 'assets/react-1.js'], styles: ['assets/products-1.css'] },
    (file) => CSS[file] ?? null,
  );

  it("loads the entry at once and preloads the route's chunks beside it, each once", () => {
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/channel-1.js">');
    expect(shell.match(/react-1\.js/g)).toHaveLength(1);
    expect(shell).not.toContain('bbt-scripts');
  });

  it('inlines the style sheets, and leaves #root empty beside the state', () => {
    expect(enabledStylesheetLinks(shell)).toEqual([]);
    expect(shell).toContain('.card{color:red}');
    const html = fillShell(shell, {
      status: 200,
      html: '',
      drawnBy: 'browser',
      state: { queries: [] },
      modules: [],
      personal: true,
    });
    expect(html).toContain(
      `<div id="root"></div><script type="application/json" id="${SERVER_STATE_ID}">`,
    );
  });
});

describe('assetsOf', () => {
  it('collects a module, what it imports (once) and their CSS', () => {
    const manifest = {
      'src/a.tsx': { file: 'assets/a.js', css: ['assets/a.css'], imports: ['_shared.js', '_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    };
    expect(assetsOf(manifest, ['src/a.tsx', 'src/unknown.tsx'])).toEqual({
      scripts: ['assets/a.js', 'assets/shared.js', 'assets/b.js'],
      styles: ['assets/a.css', 'assets/shared.css'],
    });
  });
});
