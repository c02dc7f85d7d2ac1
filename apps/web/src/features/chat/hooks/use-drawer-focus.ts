import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { keepTabInside, tabbableIn } from '../../../lib/focus';

/**
 * Focus for a panel shown as a drawer (a modal over the conversation on a phone): moved into it
 * when it opens (unless something there has it already), kept in it while it is open (Tab and
 * Shift+Tab wrap around; focus that lands outside comes back), and given back to the button
 * that toggles it (`aria-controls` = its id) when it closes with focus inside or lost. Does
 * nothing while `isDrawer()` says the panel is docked beside the conversation.
 */
export function useDrawerFocus(
  drawer: RefObject<HTMLElement | null>,
  open: boolean,
  isDrawer: () => boolean,
): void {
  const wasOpen = useRef(open);

  useEffect(() => {
    const element = drawer.current;
    const opened = open && !wasOpen.current;
    const closed = !open && wasOpen.current;
    wasOpen.current = open;
    if (!element || !isDrawer()) return;
    const toggle = () =>
      document.querySelector<HTMLElement>(`[aria-controls="${element.id}"]:not([hidden])`);

    if (closed) {
      const active = document.activeElement;
      if (!active || active === document.body || element.contains(active)) toggle()?.focus();
      return;
    }
    if (!open) return;
    if (opened && !element.contains(document.activeElement)) tabbableIn(element)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => keepTabInside(element, event);
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      // Dialogs opened from the drawer (a profile) hold their own focus.
      if (
        target &&
        !element.contains(target) &&
        !(target as Element).closest?.('dialog, [role="dialog"]')
      )
        tabbableIn(element)[0]?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [drawer, open, isDrawer]);
}
