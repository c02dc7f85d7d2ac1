/**
 * Spec §2: the top navigation bar and the footer are hidden on paths containing
 * /app, marketing, invite or learn, and on /signals (and anything under it). The admin
 * console (beyond the spec) brings its own frame too.
 */
export function isChromeHidden(pathname: string): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return true;
  if (pathname === '/signals' || pathname.startsWith('/signals/')) return true;
  return ['/app', 'marketing', 'invite', 'learn'].some((part) => pathname.includes(part));
}

export function showsChrome(pathname: string): boolean {
  return !isChromeHidden(pathname);
}
