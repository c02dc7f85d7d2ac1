// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/render';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  it('marks a demo payment, which took no money, beside its status', () => {
    render(<OrderStatusBadge status="completed" provider="demo" />);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByTitle('Demo payment: no money was taken').textContent).toBe('Demo');
  });

  it('shows a PayPal payment with its status alone', () => {
    render(<OrderStatusBadge status="refunded" provider="paypal" />);
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByText('Demo')).toBeNull();
  });
});
