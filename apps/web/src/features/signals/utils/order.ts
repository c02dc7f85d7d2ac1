import type { Signal } from '../types';

export const time = (iso: string | null | undefined): number => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** Active signals, newest first. */
export function sortActive(signals: Signal[]): Signal[] {
  return [...signals].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** Closed signals, most recently closed first (creation time when no close time). */
export function sortHistory(signals: Signal[]): Signal[] {
  return [...signals].sort(
    (a, b) => time(b.closedAt ?? b.createdAt) - time(a.closedAt ?? a.createdAt),
  );
}
