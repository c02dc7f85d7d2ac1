/**
 * Moves focus once React has painted: to the first element of `selectors` that exists and is
 * enabled (a list item's buttons move, vanish or get disabled after a change). Headings and
 * cards get tabindex=-1 so they can take focus.
 */
export function focusLater(...selectors: string[]) {
  window.requestAnimationFrame(() => {
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element || (element as HTMLButtonElement).disabled) continue;
      if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
        element.setAttribute('tabindex', '-1');
      }
      element.focus();
      return;
    }
  });
}

/** Focuses the field called `name` in `form` (the first one a check found wrong). */
export function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (name === undefined) return;
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that Tab reaches, in order; hidden ones are left out. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
}

/** Keeps Tab and Shift+Tab cycling inside `container` (a modal dialog, a drawer). */
export function keepTabInside(
  container: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab') return;
  const focusable = tabbableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
