const FLASH_MS = 1200;

/**
 * Scrolls a message of the open channel into view and flashes it (a reply preview pressed, a
 * search result opened). False when the message is not on screen.
 */
export function flashMessage(
  id: number,
  flashClass: string,
  behavior: ScrollBehavior = 'smooth',
): boolean {
  const el = document.getElementById(`message-${id}`);
  if (!el) return false;
  el.scrollIntoView({ block: 'center', behavior });
  el.classList.add(flashClass);
  window.setTimeout(() => el.classList.remove(flashClass), FLASH_MS);
  return true;
}
