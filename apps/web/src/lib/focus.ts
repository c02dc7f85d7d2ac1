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
