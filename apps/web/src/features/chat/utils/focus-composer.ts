import { COPY } from '@bbt/domain';

const WAIT_MS = 2_000;

/**
 * Puts the cursor in the open channel's composer once it is there (after a channel switch, the
 * new channel's composer mounts a moment later), unless the member has put focus somewhere
 * meanwhile. A channel without a composer (read-only) leaves focus where it is.
 */
export function focusComposerSoon(): void {
  const started = performance.now();
  const look = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const composer = document.querySelector<HTMLTextAreaElement>(
      `textarea[aria-label^="${COPY.chat.placeholder} #"]`,
    );
    if (composer) composer.focus();
    else if (performance.now() - started < WAIT_MS) window.requestAnimationFrame(look);
  };
  window.requestAnimationFrame(look);
}
