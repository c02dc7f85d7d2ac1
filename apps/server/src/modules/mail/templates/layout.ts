/** What every template gives the outbox: a subject and the same message as text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The HTML frame of every mail. Readable in dark-mode clients: no background colours or
 * images and no fixed text colour, so each client draws its own high-contrast default (dark
 * text on light, or light on dark); `color-scheme` tells clients both are fine. The only
 * colours are for links, lighter in dark mode where a client honours the media query.
 */
export function htmlFrame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; padding: 24px 16px; font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.5; }
  main { max-width: 560px; margin: 0 auto; }
  table { width: 100%; border-collapse: collapse; }
  td { padding: 6px 0; vertical-align: top; }
  td.amount { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  tr.total td { border-top: 1px solid currentColor; font-weight: bold; }
  .code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 22px; font-weight: bold; letter-spacing: 2px; }
  .note { font-size: 14px; }
  a { color: #0b57d0; }
  @media (prefers-color-scheme: dark) { a { color: #8ab4f8; } }
</style>
</head>
<body>
<main>
<h1 style="font-size: 22px; margin: 0 0 16px;">Blue Badge</h1>
${body}
</main>
</body>
</html>
`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
