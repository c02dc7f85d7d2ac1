import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { FlaskConical, RefreshCw } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCheckoutConfig } from '../api/get-checkout-config';
import { useDemoPay } from '../api/demo-pay';
import type { CheckoutDetails } from '../api/create-order';
import { useCheckoutFailureToast } from '../hooks/use-checkout-failure-toast';
import type { CapturedOrder } from '../types';
import styles from './pay-area.module.css';

// PayPal's SDK wrapper is only downloaded when PayPal is the provider.
const PayPalCheckout = lazy(() => import('./paypal-checkout'));

function TermsNote() {
  return (
    <p className={styles.terms}>
      By paying you accept our <Link to="/terms">Terms of service</Link>.
    </p>
  );
}

function DemoPayButton({
  details,
  resumeOrderId,
  onPaid,
}: {
  details: CheckoutDetails;
  resumeOrderId: string | undefined;
  onPaid: (result: CapturedOrder) => void;
}) {
  const pay = useDemoPay(resumeOrderId);
  const failed = useCheckoutFailureToast();
  return (
    <>
      <Button
        size="lg"
        block
        loading={pay.isPending}
        icon={<FlaskConical size={18} aria-hidden="true" />}
        aria-describedby="demo-payment-note"
        onClick={() =>
          pay.mutate(details, {
            onSuccess: onPaid,
            onError: failed,
          })
        }
      >
        Demo payment
      </Button>
      <p id="demo-payment-note" className={styles.demoNote}>
        {COPY.cart.demoPayment}
      </p>
    </>
  );
}

/**
 * The pay button of the cart: PayPal's buttons, or the clearly labelled demo payment when the
 * server runs without PayPal credentials (ruling 13). Failures are toasted; the cart stays.
 */
export function PayArea({
  details,
  resumeOrderId,
  onPaid,
}: {
  /** What checkout sends besides the cart (the TradingView username when asked). */
  details: CheckoutDetails;
  /** The provider's id of an order awaiting payment, paid instead of a new order (decision 0052). */
  resumeOrderId?: string;
  onPaid: (result: CapturedOrder) => void;
}) {
  const config = useCheckoutConfig();
  const toast = useToast();
  const failed = useCheckoutFailureToast();

  let body;
  if (config.isPending) {
    body = <Skeleton height={48} radius="var(--radius-md)" />;
  } else if (config.isError || (config.data.provider === 'paypal' && !config.data.clientId)) {
    body = (
      <div className={styles.notice} role="alert">
        <p>{config.isError ? errorMessage(config.error) : 'Payments are not available.'}</p>
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw size={16} aria-hidden="true" />}
          onClick={() => void config.refetch()}
        >
          {COPY.chunk.retry}
        </Button>
      </div>
    );
  } else if (config.data.provider === 'demo') {
    body = <DemoPayButton details={details} resumeOrderId={resumeOrderId} onPaid={onPaid} />;
  } else {
    body = (
      <Suspense fallback={<Skeleton height={48} radius="var(--radius-md)" />}>
        <PayPalCheckout
          clientId={config.data.clientId ?? ''}
          details={details}
          resumeOrderId={resumeOrderId}
          onPaid={onPaid}
          onFailed={failed}
          onCancelled={() => toast.success(COPY.cart.paymentWindowClosed)}
        />
      </Suspense>
    );
  }

  return (
    <div className={styles.area}>
      {body}
      <TermsNote />
    </div>
  );
}
