/** Local-storage key (spec §7): set to 'true' once the first-visit popup was handled. */
export const FIRST_VISIT_STORAGE_KEY = 'noFirstVisit';

/** How long after a page renders the popup appears. */
export const FIRST_VISIT_DELAY_MS = 1500;

export function isFirstVisit(): boolean {
  try {
    return window.localStorage.getItem(FIRST_VISIT_STORAGE_KEY) === null;
  } catch {
    // Without storage we can't remember the answer; better not to ask on every page.
    return false;
  }
}

export function markFirstVisitDone(): void {
  try {
    window.localStorage.setItem(FIRST_VISIT_STORAGE_KEY, 'true');
  } catch {
    // Storage unavailable: nothing to remember.
  }
}
