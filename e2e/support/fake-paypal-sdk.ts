import type { Page } from 'playwright-core';

/**
 * A stand-in for PayPal's JavaScript SDK (`https://www.paypal.com/sdk/js`), served to the page
 * instead of the real one: `paypal.Buttons(options)` renders one "PayPal" button that, like
 * the real one, asks our `createOrder` for an order and opens PayPal's window, here a dialog
 * in the page whose buttons approve the payment (`onApprove`) or close the window
 * (`onCancel`), each with the order's id. Our server talks to the fake PayPal API meanwhile.
 * Plain JavaScript in a string: it runs in the page as it is written here.
 */
const FAKE_SDK = `(() => {
  const paypalWindow = (orderID, options) => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'PayPal');
    const choice = (label, then) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.onclick = () => {
        dialog.remove();
        if (then) then({ orderID }, {});
      };
      dialog.append(button);
    };
    choice('Pay now', options.onApprove);
    choice('Close the PayPal window', options.onCancel);
    document.body.append(dialog);
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
              paypalWindow(await options.createOrder({}, {}), options);
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

/** Serves the fake SDK to this page in place of PayPal's. */
export async function useFakePayPalSdk(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.paypal\.com\/sdk\/js/, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK }),
  );
}
