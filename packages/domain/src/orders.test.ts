import { describe, expect, it } from 'vitest';
import { daysInRange, isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from './orders';

describe('order statuses', () => {
  it('name every status, each differently', () => {
    const labels = ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status]);
    expect(labels.every((label) => label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });

  it('recognise only the known statuses', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    for (const other of ['', 'paid', 'COMPLETED', 'constructor', '__proto__'])
      expect(isOrderStatus(other)).toBe(false);
  });
});

describe('daysInRange', () => {
  it('counts both ends', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2026-03-01', '2026-03-30')).toBe(30);
    expect(daysInRange('2026-03-02', '2026-03-01')).toBe(0);
    // Across a daylight-saving change in most zones: UTC days are 24 h each.
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
  });
});
