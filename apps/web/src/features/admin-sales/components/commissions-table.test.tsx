// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommissionsTable } from './commissions-table';

const ORDER_ID = '6f1c2a9e-0000-4000-8000-000000000001';

describe('the commissions table', () => {
  it("names each order's button by the short id it shows, then the whole id", () => {
    const onOpenOrder = vi.fn();
    render(
      <CommissionsTable
        commissions={[
          {
            orderId: ORDER_ID,
            inviter: { id: 'u-1', name: 'Ana Inviter' },
            invitee: { id: 'u-2', name: 'Bo Buyer' },
            credits: 5.2,
            createdAt: '2026-11-28T10:00:00.000Z',
          },
        ]}
        onOpenOrder={onOpenOrder}
      />,
    );
    const button = screen.getByRole('button', {
      name: new RegExp(`^6f1c2a9e… ?, open order ${ORDER_ID}$`),
    });
    fireEvent.click(button);
    expect(onOpenOrder).toHaveBeenCalledWith(ORDER_ID);
  });
});
