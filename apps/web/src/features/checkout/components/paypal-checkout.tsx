import { useEffect, useRef } from 'react';
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { RefreshCw } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cancelPayment } from '../api/cancel-payment';
import { captureOrder } from '../api/capture-order';
import { createOrder, type CheckoutDetails } from '../api/create-order';
import type { CapturedOrder, CancelledOrder } from '../types';
import styles from './pay-area.module.css';

export interface PayPalCheckoutProps {
  clientId: string;
  /** Sent when the order is created: read at that moment, whatever was typed since. */
  details: CheckoutDetails;
  /** PayPal's id of an order awaiting payment to pay, instead of creating one (decision 0052). */
  resumeOrderId?: string | undefined;
  onPaid: (result: CapturedOrder) => void;
  /** Our API's error, or whatever PayPal's buttons reported. */
  onFailed: (error: unknown) => void;
  /** The buyer closed PayPal's window: the order was cancelled on the server. */
  onCancelled: (order: CancelledOrder) => void;
}

function Buttons({
  details,
  resumeOrderId,
  onPaid,
  onFailed,
  onCancelled,
}: Omit<PayPalCheckoutProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  // PayPal keeps the first createOrder it was given: it reads the details through a ref.
  const latestDetails = useRef(details);
  useEffect(() => {
    latestDetails.current = details;
  }, [details]);
  // Our own failures are reported where they happen; PayPal then calls onError as well.
  const reported = useRef(false);

  const fail = (error: unknown): never => {
    reported.current = true;
    onFailed(error);
    throw error;
  };

  useEffect(() => {
    // Spec §8: a failed payment script load is logged; we also offer a retry.
    if (isRejected) console.error('The PayPal script could not be loaded');
  }, [isRejected]);

  if (isRejected) {
    return (
      <div className={styles.notice} role="alert">
        <p>PayPal could not be loaded. Check your connection and try again.</p>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw size={16} aria-hidden="true" />}
          onClick={() => window.location.reload()}
        >
          {COPY.chunk.retry}
        </Button>
      </div>
    );
  }

  return (
    <>
      {isPending ? <Skeleton height={48} radius="var(--radius-md)" /> : null}
      <PayPalButtons
        className={styles.paypal}
        style={{ layout: 'vertical', shape: 'rect', label: 'pay', height: 48 }}
        createOrder={async () => {
          reported.current = false;
          try {
            if (resumeOrderId) return resumeOrderId;
            const { orderId } = await createOrder(latestDetails.current);
            return orderId;
          } catch (error) {
            return fail(error);
          }
        }}
        onApprove={async (data) => {
          try {
            onPaid(await captureOrder(data.orderID));
          } catch (error) {
            fail(error);
          }
        }}
        // An abandoned window lets go of the order at once: its discount code is free again,
        // not held for the three hours PayPal would keep the order open.
        onCancel={async (data) => {
          try {
            onCancelled(await cancelPayment(String(data.orderID)));
          } catch (error) {
            onFailed(error);
          }
        }}
        onError={(error) => {
          if (!reported.current) onFailed(error);
          reported.current = false;
        }}
      />
    </>
  );
}

/** PayPal's buttons; the server creates and captures the order (ruling 12). */
export default function PayPalCheckout({ clientId, ...props }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
