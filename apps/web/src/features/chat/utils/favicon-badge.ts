/** The favicon's badge: the count up to 9, then '9+' (a 16 px icon holds no more). */
export function faviconBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

const SIZE = 64;

/**
 * Draws the icon with a red badge in its top right corner holding `text`, on a canvas the size
 * browsers scale favicons from, in the danger tokens' colours (read from the page, so the
 * badge follows the theme).
 */
export function drawFaviconBadge(icon: CanvasImageSource, text: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(icon, 0, 0, SIZE, SIZE);
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const radius = text.length > 1 ? 26 : 22;
  const cx = SIZE - radius;
  const cy = radius;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fillStyle = token('--color-danger');
  ctx.fill();
  ctx.fillStyle = token('--color-on-danger');
  ctx.font = `bold ${text.length > 1 ? 28 : 36}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy + 2);
  return canvas.toDataURL('image/png');
}
