/**
 * Debian's Chromium headless as this repository runs it, in the end-to-end journeys
 * (e2e/support/browser.ts) and in the browser benchmarks (bench/web.ts, bench/scale-web.ts):
 * no sandbox or GPU in a container, and none of the browser's own traffic (updates, sync,
 * QUIC) mixed into what is measured or waited for.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
