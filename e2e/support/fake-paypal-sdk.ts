import type { Page } from 'playwright-core';

/**
 * A stand-in for PayPal's JavaScript SDK (`https://www.paypal.com/sdk/js`), served to the page
 * instead of the real one: `paypal.Buttons(options)` renders one "PayPal" button that, like
 * the real one, asks our `createOrder` for an order and opens PayPal's window, here a dialog
 * in the page whose buttons approve the payment (`onApprove`) or close the window
 * (`onCancel`), each with the order's id. Our server talks to the fake PayPal API meanwhile.
 * With `createSubscription` instead (decision 0072) it asks that for PayPal's subscription id
 * and, as the real SDK, refuses unless the script was loaded with `vault=true` and
 * `intent=subscription`; agreeing in the window first tells the fake PayPal API the buyer
 * approved (`window.fakePayPalApproveSubscription`, given by the test), then calls
 * `onApprove` with `subscriptionID`.
 * Plain JavaScript in a string: it runs in the page as it is written here.
 */
const FAKE_SDK = (query: string) => `(() => {
  const loadedWith = new URLSearchParams(${JSON.stringify(query)});
  const paypalWindow = (orderID, options, subscriptionID) => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'PayPal');
    const choice = (label, then) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.onclick = async () => {
        dialog.remove();
        if (then) await then({ orderID }, {});
      };
      dialog.append(button);
    };
    if (subscriptionID) {
      choice('Agree and subscribe', async () => {
        await window.fakePayPalApproveSubscription(subscriptionID);
        await options.onApprove({ orderID, subscriptionID }, {});
      });
    } else {
      choice('Pay now', options.onApprove);
    }
    choice('Close the PayPal window', options.onCancel);
    document.body.append(dialog);
  };
  const open = async (options) => {
    if (!options.createSubscription) return paypalWindow(await options.createOrder({}, {}), options);
    if (loadedWith.get('vault') !== 'true' || loadedWith.get('intent') !== 'subscription')
      throw new Error('createSubscription needs the script loaded with vault=true and intent=subscription');
    const subscriptionID = await options.createSubscription({}, {});
    paypalWindow('EC-' + subscriptionID, options, subscriptionID);
  };
  window.paypal = {
    version: '5.0.0-fake',
    Buttons(options) {
      let container;
      return {
        isEligible: () => true,
        updateProps: async () => undefined,
        close: async () => container && container.replaceChildren(),
        async render(target) {
          container = target;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.onclick = async () => {
            try {
              await open(options);
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          };
          target.append(button);
        },
      };
    },
  };
})();`;

export interface FakePayPalSdkOptions {
  /** The buyer agreed to a subscription in PayPal's window: what PayPal does with it. */
  approveSubscription?: (subscriptionId: string) => unknown;
}

/** Serves the fake SDK to this page in place of PayPal's. */
export async function useFakePayPalSdk(
  page: Page,
  options: FakePayPalSdkOptions = {},
): Promise<void> {
  const { approveSubscription } = options;
  if (approveSubscription)
    await page.exposeFunction('fakePayPalApproveSubscription', async (id: string) => {
      await approveSubscription(id);
    });
  await page.route(/^https:\/\/www\.paypal\.com\/sdk\/js/, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: FAKE_SDK(new URL(route.request().url()).search),
    }),
  );
}

/** PayPal's script cannot be loaded on this page (a blocker, a network that drops it). */
export async function blockPayPalSdk(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.paypal\.com\/sdk\/js/, (route) => route.abort());
}
