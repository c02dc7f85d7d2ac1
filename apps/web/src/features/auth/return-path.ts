/**
 * Where sign-in returns to: the page that sent the visitor there, carried as `?next=` through
 * the provider's round trip. Only a path on this site is followed (never `//host` or
 * `/\host`, which browsers read as another site), and never /signin itself.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/signin' || next.startsWith('/signin?') || next.startsWith('/signin#')) return '/';
  return next;
}

/** The sign-in page, set to come back to `from` (a path with its query) afterwards. */
export function signInPath(from: string): string {
  const next = safeReturnPath(from);
  return next === '/' ? '/signin' : `/signin?next=${encodeURIComponent(next)}`;
}

/** Where the provider sends the visitor back to, keeping where they were going. */
export function signInCallbackPath(kind: 'complete' | 'error', next: string): string {
  const back = safeReturnPath(next);
  const query = new URLSearchParams({ [kind]: '1' });
  if (back !== '/') query.set('next', back);
  return `/signin?${query.toString()}`;
}
