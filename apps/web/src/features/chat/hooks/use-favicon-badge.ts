import { useEffect } from 'react';
import { drawFaviconBadge, faviconBadgeText } from '../utils/favicon-badge';

/**
 * Shows `count` (unread mentions) as a red badge on the tab's icon, and puts the page's own icon
 * back at zero and when the workspace closes. `data-badge` on the icon's link says what it shows.
 */
export function useFaviconBadge(count: number): void {
  const text = faviconBadgeText(count);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link || !text) return;
    const original = { href: link.getAttribute('href') ?? '', type: link.type };
    let cancelled = false;
    const icon = new Image();
    icon.onload = () => {
      const badged = cancelled ? null : drawFaviconBadge(icon, text);
      if (!badged) return;
      link.type = 'image/png';
      link.href = badged;
      link.dataset.badge = text;
    };
    icon.src = original.href;
    return () => {
      cancelled = true;
      link.type = original.type;
      link.setAttribute('href', original.href);
      delete link.dataset.badge;
    };
  }, [text]);
}
