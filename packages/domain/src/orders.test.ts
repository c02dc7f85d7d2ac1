import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  cancelRefusal,
  canCaptureOrder,
  daysInRange,
  isOrderExpired,
  isOrderStatus,
  ORDER_EXPIRY_MS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderExpiresAt,
  orderStatusLabel,
  PARTLY_REFUNDED_LABEL,
  refundableAmount,
  refundAmountRefusal,
  refundRefusal,
} from './orders';

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

describe('an unpaid order over time', () => {
  const createdAt = new Date('2026-11-25T10:00:00Z');
  const at = (ms: number) => new Date(createdAt.getTime() + ms);

  it('expires awaiting payment once its time is up, and only then', () => {
    expect(isOrderExpired({ status: 'created', createdAt }, at(ORDER_EXPIRY_MS - 1))).toBe(false);
    expect(isOrderExpired({ status: 'created', createdAt }, at(ORDER_EXPIRY_MS))).toBe(true);
    // A declined order expires the same way: it would hold its code and coupon for ever.
    expect(isOrderExpired({ status: 'failed', createdAt }, at(ORDER_EXPIRY_MS - 1))).toBe(false);
    expect(isOrderExpired({ status: 'failed', createdAt }, at(ORDER_EXPIRY_MS))).toBe(true);
    // A payment under review at the provider may still settle: it never expires.
    expect(isOrderExpired({ status: 'pending', createdAt }, at(ORDER_EXPIRY_MS * 10))).toBe(false);
  });

  it('is captured only while the money can still be taken once', () => {
    const capturable = ORDER_STATUSES.filter((status) =>
      canCaptureOrder({ status, createdAt }, at(1000)),
    );
    expect(capturable).toEqual(['created', 'pending', 'failed']);
    expect(canCaptureOrder({ status: 'created', createdAt }, at(ORDER_EXPIRY_MS))).toBe(false);
    expect(canCaptureOrder({ status: 'failed', createdAt }, at(ORDER_EXPIRY_MS))).toBe(false);
  });

  it('is cancelled by its buyer only while it took no money and still could', () => {
    expect(ORDER_STATUSES.filter(canCancelOrder)).toEqual(['created', 'failed']);
  });

  it('refuses a cancel once paid, while a capture is in flight, or past its time', () => {
    const open = { status: 'created' as const, createdAt, captureRequestedAt: null };
    const refused = (order: Parameters<typeof cancelRefusal>[0], now = at(1000)) =>
      cancelRefusal(order, now)?.code ?? null;
    expect(refused(open)).toBeNull();
    expect(refused({ ...open, status: 'failed' })).toBeNull();
    for (const status of ['completed', 'refund_pending', 'refunded'] as const)
      expect(refused({ ...open, status })).toBe('order_paid');
    expect(refused({ ...open, captureRequestedAt: at(500) })).toBe('capture_in_progress');
    expect(refused({ ...open, status: 'pending' })).toBe('capture_in_progress');
    expect(refused(open, at(ORDER_EXPIRY_MS))).toBe('order_not_cancellable');
    expect(refused({ ...open, status: 'cancelled' })).toBe('order_not_cancellable');
    expect(orderExpiresAt(open)).toEqual(at(ORDER_EXPIRY_MS));
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

describe('refundRefusal', () => {
  const paid = { status: 'completed' as const, provider: 'paypal' as const, captureId: 'CAP-1' };

  it('lets a paid order with its capture be refunded through the provider that took it', () => {
    expect(refundRefusal(paid, 'paypal')).toBeNull();
    expect(refundRefusal({ ...paid, provider: 'demo' }, 'demo')).toBeNull();
  });

  it('refuses an order refunded or being refunded, and any order not paid', () => {
    for (const status of ['refunded', 'refund_pending'] as const)
      expect(refundRefusal({ ...paid, status }, 'paypal')?.code).toBe('already_refunded');
    for (const status of ORDER_STATUSES.filter(
      (s) => !['completed', 'refunded', 'refund_pending'].includes(s),
    )) {
      const refusal = refundRefusal({ ...paid, status }, 'paypal');
      expect(refusal?.code, status).toBe('not_paid');
      expect(refusal?.message).toContain(ORDER_STATUS_LABELS[status]);
    }
  });

  it('refuses an order another provider took, or with no capture to refund', () => {
    expect(refundRefusal({ ...paid, provider: 'demo' }, 'paypal')?.code).toBe(
      'not_refundable_here',
    );
    expect(refundRefusal({ ...paid, captureId: null }, 'paypal')?.code).toBe('no_capture');
  });
});

describe('partial refunds (decision 0058)', () => {
  it('leave what was not refunded, in whole cents', () => {
    expect(refundableAmount({ amount: 34.99, refundedAmount: 0 })).toBe(34.99);
    expect(refundableAmount({ amount: 34.99, refundedAmount: 10.1 })).toBe(24.89);
    expect(refundableAmount({ amount: 34.99, refundedAmount: 34.99 })).toBe(0);
  });

  it('take an amount above zero, in cents, up to what remains', () => {
    expect(refundAmountRefusal(24.89, 24.89)).toBeNull();
    expect(refundAmountRefusal(0.01, 24.89)).toBeNull();
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 10.001])
      expect(refundAmountRefusal(bad, 24.89)?.code, String(bad)).toBe('bad_amount');
    expect(refundAmountRefusal(24.9, 24.89)).toEqual({
      code: 'refund_exceeds_remaining',
      message: 'At most $24.89 of this order can still be refunded.',
    });
  });

  it('name a paid order partly refunded, and every other order by its status', () => {
    expect(orderStatusLabel({ status: 'completed', refundedAmount: 5 })).toBe(
      PARTLY_REFUNDED_LABEL,
    );
    for (const status of ORDER_STATUSES)
      expect(orderStatusLabel({ status, refundedAmount: 0 })).toBe(ORDER_STATUS_LABELS[status]);
    expect(orderStatusLabel({ status: 'refunded', refundedAmount: 34.99 })).toBe('Refunded');
  });
});
