// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { MEMBERSHIP_ACTIVE, MEMBERSHIP_PENDING, type Plan } from '../api/billing';
import { WINDOW_CLOSED } from './paypal-subscribe';
import { SDK_BLOCKED, SubscribeButton } from './subscribe-button';

/**
 * PayPal's React wrapper, played in the page: the script loads (or is blocked, `script.rejected`),
 * and its button asks our createSubscription for PayPal's subscription id, then opens "PayPal's
 * window" whose buttons approve or close it, as the real button does.
 */
const script = vi.hoisted(() => ({
  rejected: false,
  options: [] as unknown[],
}));
vi.mock('@paypal/react-paypal-js', () => {
  type Props = {
    createSubscription: () => Promise<string>;
    onApprove: (data: { subscriptionID: string; orderID: string }) => Promise<void>;
    onCancel: (data: { orderID: string }) => void;
    onError: (error: unknown) => void;
  };
  function PayPalButtons(props: Props) {
    const [open, setOpen] = useState<string | null>(null);
    return (
      <>
        <button
          type="button"
          onClick={() => {
            props.createSubscription().then(setOpen, props.onError);
          }}
        >
          PayPal
        </button>
        {open && (
          <div role="dialog" aria-label="PayPal window">
            <button
              type="button"
              onClick={() => {
                setOpen(null);
                void props.onApprove({ subscriptionID: open, orderID: 'TOKEN' });
              }}
            >
              Agree and subscribe
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(null);
                props.onCancel({ orderID: 'TOKEN' });
              }}
            >
              Close the PayPal window
            </button>
          </div>
        )}
      </>
    );
  }
  return {
    PayPalButtons,
    PayPalScriptProvider: ({ options, children }: { options: unknown; children: ReactNode }) => {
      script.options.push(options);
      return children;
    },
    usePayPalScriptReducer: () => [{ isPending: false, isRejected: script.rejected }],
  };
});

const plan: Plan = {
  id: 4,
  productId: 2,
  productKey: 'signals',
  tier: null,
  title: 'Premium signals',
  period: 'week',
  price: 9.99,
  currency: 'USD',
};
const OURS = '7b0c3f1e-2d7a-4a51-9a55-0f3c1d2e4b6a';
const opened = { subscriptionId: OURS, providerSubscriptionId: 'I-PAYPAL-1', approveUrl: 'x' };
const shown = (status: string) => ({ subscription: { id: OURS, status } });

function renderButton(provider: 'paypal' | 'demo' = 'paypal') {
  const api = installFakeFetch();
  api.on('GET', '/api/checkout/config', () => ({
    body: { provider, clientId: provider === 'paypal' ? 'client-1' : null, currency: 'USD' },
  }));
  api.on('POST', '/api/billing/subscriptions', () => ({ status: 201, body: opened }));
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <SubscribeButton plan={plan} />
    </Providers>,
  );
  return { api, user: userEvent.setup() };
}
const confirmUrl = `/api/billing/subscriptions/${OURS}/confirm`;
const toasts = () => screen.getByRole('list', { name: 'Notifications' }).textContent;

describe('SubscribeButton (decision 0072)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    script.rejected = false;
    script.options.length = 0;
  });

  it("loads PayPal's subscription script, sends the plan id only, and is active once the server says so", async () => {
    const { api, user } = renderButton();
    api.on('POST', confirmUrl, () => ({ body: shown('active') }));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(script.options).toContainEqual({
      clientId: 'client-1',
      vault: true,
      intent: 'subscription',
    });
    const paypalWindow = await screen.findByRole('dialog', { name: 'PayPal window' });
    expect(api.calls('POST', '/api/billing/subscriptions').map((r) => r.body)).toEqual([
      { planId: 4 },
    ]);
    await user.click(within(paypalWindow).getByRole('button', { name: 'Agree and subscribe' }));
    const note = await screen.findByText(MEMBERSHIP_ACTIVE, { selector: '[data-phase]' });
    expect(note.getAttribute('data-phase')).toBe('active');
    expect(api.calls('POST', confirmUrl)).toHaveLength(1);
    expect(toasts()).toContain(MEMBERSHIP_ACTIVE);
  });

  it('says it waits for PayPal when PayPal approved it but took no payment yet', async () => {
    const { api, user } = renderButton();
    api.on('POST', confirmUrl, () => ({ body: shown('pending') }));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Agree and subscribe' }));
    const note = await screen.findByText(MEMBERSHIP_PENDING, { selector: '[data-phase]' });
    expect(note.getAttribute('data-phase')).toBe('pending');
  });

  it("shows the server's refusal when PayPal does not show it active", async () => {
    const { api, user } = renderButton();
    const refusal = 'PayPal does not show this membership as active, so nothing was granted.';
    api.on('POST', confirmUrl, () => ({
      status: 409,
      body: { error: { code: 'subscription_not_active', message: refusal } },
    }));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Agree and subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(alert.getAttribute('data-phase')).toBe('failed');
    expect(toasts()).toContain(refusal);
  });

  it('says nothing started when the window is closed, and asks the server again after', async () => {
    const { api, user } = renderButton();
    api.on('POST', confirmUrl, () => ({ body: shown('active') }));
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Close the PayPal window' }));
    expect(
      (await screen.findByText(WINDOW_CLOSED, { selector: '[data-phase]' })).getAttribute(
        'data-phase',
      ),
    ).toBe('closed');
    expect(api.calls('POST', confirmUrl)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await user.click(await screen.findByRole('button', { name: 'Agree and subscribe' }));
    await screen.findByText(MEMBERSHIP_ACTIVE, { selector: '[data-phase]' });
    expect(api.calls('POST', '/api/billing/subscriptions')).toHaveLength(2);
    expect(api.calls('POST', confirmUrl)).toHaveLength(1);
  });

  it("falls back to PayPal's approval page when its script is blocked", async () => {
    script.rejected = true;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, user } = renderButton();
    expect((await screen.findByRole('status')).textContent).toBe(SDK_BLOCKED);
    await user.click(screen.getByRole('button', { name: 'Subscribe weekly' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('x'));
    expect(api.calls('POST', '/api/billing/subscriptions').map((r) => r.body)).toEqual([
      { planId: 4 },
    ]);
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
  });

  it('subscribes at once with the demo provider, without PayPal', async () => {
    const { api, user } = renderButton('demo');
    api.on('POST', '/api/billing/subscriptions', () => ({
      status: 201,
      body: { ...opened, approveUrl: null },
    }));
    api.on('POST', confirmUrl, () => ({ body: shown('active') }));
    await user.click(await screen.findByRole('button', { name: 'Subscribe weekly' }));
    await vi.waitFor(() => expect(toasts()).toContain(MEMBERSHIP_ACTIVE));
    expect(script.options).toHaveLength(0);
  });
});
