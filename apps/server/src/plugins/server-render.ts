import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The contract of apps/web/src/entry-server.tsx (built into `<web dist>/.ssr`). */
interface RenderedPage {
  status: number;
  html: string;
  drawnBy: 'server' | 'browser';
  state: unknown;
  modules: string[];
  /** The page holds a signed-in member's own data. */
  personal: boolean;
}
type Render = (
  url: string,
  fetchApi: (path: string, init: RequestInit) => Promise<Response>,
) => Promise<RenderedPage | null>;
type RouteStatus = (pathname: string) => 200 | 404;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The id main.tsx reads the server's state from. */
export const SERVER_STATE_ID = 'bbt-server-state';
/** A page that can't be rendered in this time is sent for the browser to draw instead. */
const RENDER_TIMEOUT_MS = 3_000;
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[\s\S]*?<\/title>/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
/**
 * On a server-rendered page, the app's code is fetched once the page has loaded: the visitor
 * sees the page from the HTML alone, and the scripts don't compete with what is drawn (the
 * largest image, the font). Until then links work as plain links, and a button pressed before
 * the app has taken over (<html data-app-ready>) is held and pressed again once it has, so
 * "Add to cart" tapped early still adds. The entry and its chunks are named in
 * <meta name="bbt-scripts"> (the entry first); the CSP allows this script by its hash
 * (app.ts), as it allows the theme script of index.html.
 */
export const DEFERRED_SCRIPTS_LOADER =
  '(function(){var d=document.documentElement,held=[];' +
  'function hold(e){var b=e.target.closest&&e.target.closest("button");' +
  'if(!b||d.dataset.appReady)return;e.preventDefault();e.stopPropagation();' +
  'if(held.indexOf(b)<0)held.push(b)}' +
  "addEventListener('click',hold,true);" +
  'new MutationObserver(function(r,o){if(!d.dataset.appReady)return;o.disconnect();' +
  "removeEventListener('click',hold,true);" +
  'held.forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})})' +
  ".observe(d,{attributes:true,attributeFilter:['data-app-ready']});" +
  "addEventListener('load',function(){var m=document.querySelector('meta[name=bbt-scripts]');" +
  "if(!m)return;m.content.split(' ').forEach(function(src,i){var e=document.createElement(i?'link':'script');" +
  "if(i){e.rel='modulepreload';e.href=src}else{e.type='module';e.src=src}" +
  "e.crossOrigin='';document.head.appendChild(e)})})})()";

/** The variable Inter font's Latin subset (the text of every page), in built CSS. */
const LATIN_FONT = /\/assets\/[\w-]*-latin-wght-normal-[\w-]+\.woff2/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * JSON for inside a <script type="application/json">: `<` is escaped, so text such as a
 * product title containing `</script>` can't end the element and start markup of its own.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The files a route module needs at once: its chunk, the chunks it imports, and their CSS. */
export function assetsOf(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Says a style sheet is in the page already, to the code that loads a route's chunk: Vite's
 * preload helper fetches a route's CSS, and holds the route's code until it has loaded, unless
 * a stylesheet link with its address is in the page. A disabled link is neither fetched nor
 * applied (the inlined copy is), so opening the workspace waits for no second copy of its CSS.
 */
const INLINED_MARK = (file: string) => `<link rel="stylesheet" href="/${file}" disabled>`;

/**
 * The template's style sheets (the entry's, then the route's) inlined, and the font they use
 * preloaded, so the first paint waits for nothing more: what goes in the head, and the
 * template without its stylesheet links. `readStyle` gives a built CSS file's text, or null to
 * leave that file as a link.
 */
function inlineStyles(
  template: string,
  routeStyles: string[],
  readStyle: (file: string) => string | null,
): { head: string; template: string } {
  const entryStyles = [...template.matchAll(STYLESHEET_LINK)].map(([, file]) => file!);
  const fonts = new Set<string>();
  const styles = [...new Set([...entryStyles, ...routeStyles])].map((file) => {
    const css = readStyle(file);
    for (const [font] of css?.matchAll(LATIN_FONT) ?? []) fonts.add(font);
    // Built CSS never contains this; if it did, inlining would end the <style> early.
    return css !== null && !css.includes('</style')
      ? `<style>${css}</style>${INLINED_MARK(file)}`
      : `<link rel="stylesheet" crossorigin href="/${file}">`;
  });
  // With the font on its way from the start, text is drawn in Inter rather than redrawn (and
  // moved) when the font arrives.
  const fontPreloads = [...fonts].map(
    (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`,
  );
  return {
    head: fontPreloads.join('') + styles.join(''),
    template: template.replace(STYLESHEET_LINK, ''),
  };
}

/** The scripts index.html loads: its entry, then the chunks it preloads. */
const templateScripts = (template: string): string[] => [
  ...[...template.matchAll(ENTRY_SCRIPT)].map(([, src]) => src!),
  ...[...template.matchAll(MODULE_PRELOAD)].map(([, src]) => src!),
];

/**
 * index.html made ready for one server-rendered route's pages: its styles inlined; its scripts
 * (the template's entry and preloads, and the route's chunks) named for
 * DEFERRED_SCRIPTS_LOADER instead of loading at once. The same for every request to the route.
 */
export function pageShell(
  template: string,
  assets: { scripts: string[]; styles: string[] },
  readStyle: (file: string) => string | null,
): string {
  const styled = inlineStyles(template, assets.styles, readStyle);
  const scripts = [
    ...new Set([...templateScripts(template), ...assets.scripts.map((file) => `/${file}`)]),
  ];
  return styled.template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      styled.head +
        `<meta name="bbt-scripts" content="${scripts.join(' ')}">` +
        `<script>${DEFERRED_SCRIPTS_LOADER}</script></head>`,
    );
}

/**
 * index.html made ready for a route the browser draws: its styles inlined, and its chunks
 * preloaded beside the template's entry, so the route's code downloads with the entry instead
 * of after it has run.
 */
export function browserPageShell(
  template: string,
  assets: { scripts: string[]; styles: string[] },
  readStyle: (file: string) => string | null,
): string {
  const styled = inlineStyles(template, assets.styles, readStyle);
  const present = new Set(templateScripts(template));
  const preloads = assets.scripts
    .map((file) => `/${file}`)
    .filter((src) => !present.has(src))
    .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`);
  return styled.template.replace('</head>', styled.head + preloads.join('') + '</head>');
}

/** A route's shell with one page's markup, title and the state to hydrate from. */
export function fillShell(shell: string, page: RenderedPage): string {
  // React renders the page's <title> where the page declares it; it belongs in the head (and
  // React puts it there itself once hydrated).
  const title = TITLE.exec(page.html)?.[0];
  const markup = title ? page.html.replace(title, '') : page.html;
  return shell
    .replace(TITLE, (original) => title ?? original)
    .replace(
      ROOT,
      `<div id="root">${markup}</div>` +
        `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(page.state)}</script>`,
    );
}

async function compressFor(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    // A middle quality: most of the saving for a fraction of the time of the highest.
    return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipAsync(body, { level: 6 });
  }
  return body;
}

interface ServerRenderer {
  /** Answers with the rendered page; false when the browser should draw this page itself. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** 404 for a path the app has no route for (it shows the not-found page), else 200. */
  statusOf(url: string): 200 | 404;
}

/**
 * Server rendering of the storefront pages (ADR 0013), and the data the workspace shows first
 * sent with its page (decision 0046). The app's API requests made while rendering go through
 * `app.inject` with the visitor's cookie: the same routes, rules and answers as the browser
 * would get, without a network hop. Without a server build (`npm run build` makes one) or when
 * a render fails, pages are drawn in the browser as before.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<ServerRenderer | null> {
  const entry = path.join(webDistDir, '.ssr', 'entry-server.js');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  let render: Render;
  let routeStatus: RouteStatus;
  try {
    ({ render, routeStatus } = (await import(pathToFileURL(entry).href)) as {
      render: Render;
      routeStatus: RouteStatus;
    });
  } catch (err) {
    app.log.error(
      { err, entry },
      'the server rendering build could not be loaded; pages are drawn in the browser',
    );
    return null;
  }
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const readStyle = (file: string): string | null => {
    const full = path.join(webDistDir, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : null;
  };
  // Built files never change while the server runs: each route's shell is made once.
  const shells = new Map<string, string>();
  const shellFor = ({ modules, drawnBy }: RenderedPage): string => {
    const key = `${drawnBy} ${modules.join(' ')}`;
    let shell = shells.get(key);
    if (shell === undefined) {
      const makeShell = drawnBy === 'browser' ? browserPageShell : pageShell;
      shell = makeShell(template, assetsOf(manifest, modules), readStyle);
      shells.set(key, shell);
    }
    return shell;
  };

  const fetchApiFor =
    (request: FastifyRequest) =>
    async (apiPath: string, init: RequestInit): Promise<Response> => {
      // Rendering a page only reads; a write from a component's render would be a bug.
      if ((init.method ?? 'GET') !== 'GET')
        throw new Error(`${init.method} ${apiPath} while rendering`);
      const response = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          'x-request-id': request.id,
        },
      });
      return new Response(response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    };

  return {
    statusOf: (url) => routeStatus(new URL(url, 'http://localhost').pathname),
    async send(request, reply) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const page = await Promise.race([
          render(request.url, fetchApiFor(request)),
          new Promise<null>((_, reject) => {
            timer = setTimeout(() => reject(new Error('render timed out')), RENDER_TIMEOUT_MS);
          }),
        ]);
        if (!page) return false;
        const html = fillShell(shellFor(page), page);
        const body = await compressFor(request, reply, html);
        await reply
          .status(page.status)
          .type('text/html; charset=utf-8')
          // A member's page (their session, cart, channels, messages) is never stored, so no
          // cache hands it to anyone else on the device; a visitor's is never shared and is
          // always revalidated.
          .header('cache-control', page.personal ? 'private, no-store' : 'private, no-cache')
          .send(body);
        return true;
      } catch (err) {
        reply.removeHeader('content-encoding');
        request.log.warn({ err, url: request.url }, 'server rendering failed; sent the app shell');
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
