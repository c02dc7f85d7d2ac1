const WAIT_MS = 5_000;

/**
 * Scrolls a message into view once its channel has loaded it (after a navigation to the
 * channel), and moves focus there for keyboard and screen-reader users; gives up after a while.
 */
export function revealMessage(id: number): void {
  const started = performance.now();
  const look = () => {
    const el = document.getElementById(`message-${id}`);
    if (el) {
      el.scrollIntoView({ block: 'center' });
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < WAIT_MS) window.requestAnimationFrame(look);
  };
  window.requestAnimationFrame(look);
}
