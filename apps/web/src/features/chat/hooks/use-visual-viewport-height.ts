import { useEffect } from 'react';

/** The CSS variable the workspace takes its height from (workspace.module.css). */
const HEIGHT_VARIABLE = '--visual-viewport-height';

/**
 * Keeps the workspace as tall as what the member sees, so the composer stays above the
 * on-screen keyboard. Chrome on Android resizes the page for the keyboard by itself
 * (interactive-widget=resizes-content in index.html, so 100dvh shrinks); Safari on iOS only
 * shrinks the visual viewport, whose height this copies. Not while the page is pinch-zoomed:
 * the visual viewport is then a window on the page, not its size.
 */
export function useVisualViewportHeight(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => {
      if (viewport.scale > 1.01) root.style.removeProperty(HEIGHT_VARIABLE);
      else root.style.setProperty(HEIGHT_VARIABLE, `${viewport.height}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
}
