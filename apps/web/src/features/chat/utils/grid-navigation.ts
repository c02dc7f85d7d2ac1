interface Box {
  offsetTop: number;
  offsetLeft: number;
}

/**
 * Arrow-key movement in a wrapped grid of buttons (in DOM order): the index to focus, -1 to
 * leave the grid upwards (back to the search box), or null when the key doesn't move.
 * Up and Down go to the nearest button in the row above or below, by position.
 */
export function nextGridIndex(boxes: readonly Box[], index: number, key: string): number | null {
  const last = boxes.length - 1;
  const current = boxes[index];
  if (!current) return null;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = key === 'ArrowDown';
      const step = down ? 1 : -1;
      let rowTop: number | null = null;
      let best: number | null = null;
      for (let i = index + step; i >= 0 && i <= last; i += step) {
        const box = boxes[i]!;
        if (box.offsetTop === current.offsetTop) continue;
        rowTop ??= box.offsetTop;
        if (box.offsetTop !== rowTop) break;
        const distance = Math.abs(box.offsetLeft - current.offsetLeft);
        const bestBox = best === null ? null : boxes[best]!;
        if (!bestBox || distance < Math.abs(bestBox.offsetLeft - current.offsetLeft)) best = i;
      }
      if (best !== null) return best;
      return down ? index : -1;
    }
    default:
      return null;
  }
}
