import { describe, expect, it } from 'vitest';
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from './orders';

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
