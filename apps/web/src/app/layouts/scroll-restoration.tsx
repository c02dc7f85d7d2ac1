import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/** Where the places of this tab's history entries are kept across page loads. */
const STORAGE_KEY = 'bbt-scroll-positions';

/**
 * The router names the first entry of every page load 'default', so a place saved on one visit
 * would be restored on any later, unrelated load (a newly typed URL opening halfway down).
 * Giving that entry a name of this load only keeps back/forward restoring within it while every
 * fresh load opens where the browser opens it.
 */
const THIS_LOAD = Math.random().toString(36).slice(2);
const entryKey = (location: Location): string =>
  location.key === 'default' ? `default-${THIS_LOAD}` : location.key;

let places: Record<string, number> | null = null;
/** The entry whose page is on screen: scrolling is remembered for it, and only for it. */
let onScreen: string | null = null;
/** The entry the window was last placed for, and its path. */
let placed: { key: string; pathname: string } | null = null;
/** A restored place the window still waits to reach as the page grows (`placeAt`). */
let waiting: { key: string; y: number; stop: () => void } | null = null;
/** A wait stopped by the effect's cleanup without its entry leaving the screen (`ScrollPlacement`). */
let interrupted: { key: string; y: number } | null = null;

function savedPlaces(): Record<string, number> {
  if (!places) {
    try {
      places = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      places = {};
    }
  }
  return places;
}

const rememberPlace = () => {
  // While a restored place waits for the page to grow, the window stands where the app put it,
  // short of the place: the entry keeps the place it is being restored to.
  if (onScreen !== null && waiting?.key !== onScreen) savedPlaces()[onScreen] = window.scrollY;
};

const keepPlaces = () => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPlaces()));
  } catch {
    // Storage unavailable or full: places are kept for this page load only.
  }
};

/**
 * For the layout, around the pages: the app places the window itself, remembering each history
 * entry's place as the visitor scrolls. On leaving an entry its place stops being written, so
 * the next page (or the loading screen before it) can't overwrite it with its own.
 */
export function useScrollMemory(): void {
  const key = entryKey(useLocation());
  // A layout effect: see the popstate listener below.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', rememberPlace, { passive: true });
    // A scroll's event comes with the next frame: back or forward straight after a scroll would
    // leave the entry without its last place. This listener must run before the router's, which
    // draws the other entry (React renders a popstate's update before the next listener runs).
    // Chromium calls a target's listeners in the order they were added, capturing or not, and
    // the router adds its own in a layout effect of BrowserRouter, which runs after those of
    // the layout below it; browsers that call capturing listeners first are served by `capture`.
    window.addEventListener('popstate', rememberPlace, { capture: true });
    window.addEventListener('pagehide', keepPlaces);
    return () => {
      window.history.scrollRestoration = 'auto';
      window.removeEventListener('scroll', rememberPlace);
      window.removeEventListener('popstate', rememberPlace, { capture: true });
      window.removeEventListener('pagehide', keepPlaces);
    };
  }, []);
  useLayoutEffect(() => {
    if (onScreen !== key) onScreen = null;
  }, [key]);
}

/** How long a restored place waits for the page to grow tall enough to reach it. */
const PLACE_PATIENCE_MS = 3_000;
const VISITOR_INPUTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `y`, and if the page is still too short for it (its data or images not in yet),
 * again each time the page grows, until it is reached, the visitor scrolls themselves (by any
 * means: a scroll the app did not make counts too), or the patience runs out.
 */
function placeAt(key: string, y: number): void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return;
  /** Where the app's last placing left the window: a scroll to anywhere else is the visitor's. */
  let placedAt = window.scrollY;
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, y);
    placedAt = window.scrollY;
    if (Math.abs(placedAt - y) < 1) stop();
  });
  const patience = window.setTimeout(stop, PLACE_PATIENCE_MS);
  const visitorScrolls = () => {
    stop();
    rememberPlace();
  };
  const onScroll = () => {
    if (Math.abs(window.scrollY - placedAt) >= 1) visitorScrolls();
  };
  function stop() {
    growth.disconnect();
    window.clearTimeout(patience);
    window.removeEventListener('scroll', onScroll);
    for (const event of VISITOR_INPUTS) window.removeEventListener(event, visitorScrolls);
    if (waiting?.stop === stop) waiting = null;
  }
  growth.observe(document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const event of VISITOR_INPUTS) {
    window.addEventListener(event, visitorScrolls, { passive: true });
  }
  waiting = { key, y, stop };
}

/** Stops a wait for a place, noting it in case the same entry's effect runs again. */
function stopWaiting() {
  if (!waiting) return;
  interrupted = { key: waiting.key, y: waiting.y };
  waiting.stop();
}

/**
 * Beside the page, drawn when the page is (not while its code loads): back and forward return
 * to an entry's remembered place; a new page opens at the top, except when a page only
 * replaces its own address (a filter, a search) or on the page load's first page.
 */
export function ScrollPlacement() {
  const location = useLocation();
  const navigation = useNavigationType();
  const key = entryKey(location);
  useLayoutEffect(() => {
    const resumed = interrupted?.key === key ? interrupted : null;
    interrupted = null;
    if (onScreen === key) {
      // Run again for the entry on screen (React's strict mode, the page's boundary shown
      // again): a place it was still waiting for is waited for again.
      if (resumed) placeAt(key, resumed.y);
      return stopWaiting;
    }
    // Also runs when the page is shown again after a navigation that didn't finish (Back
    // while the next page's code was loading): the window is placed for it again.
    const previous = placed;
    placed = { key, pathname: location.pathname };
    const saved = savedPlaces()[key];
    if (navigation === 'POP' && saved !== undefined) placeAt(key, saved);
    else if (previous && !(navigation === 'REPLACE' && previous.pathname === location.pathname))
      window.scrollTo(0, 0);
    onScreen = key;
    // Where the page is now: the visitor may have scrolled before the app took it over.
    rememberPlace();
    return stopWaiting;
  }, [key, location.pathname, navigation]);
  return null;
}
