import { Suspense, lazy, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCheckoutConfig } from '../../checkout';
import { useSubscribe, type Plan } from '../api/billing';
import styles from './subscribe-button.module.css';

// PayPal's SDK wrapper is only downloaded when PayPal is the provider.
const PayPalSubscribe = lazy(() => import('./paypal-subscribe'));

export const SDK_BLOCKED =
  "PayPal's button could not be loaded: subscribing takes you to PayPal's page to approve instead.";

/** Subscribes without PayPal's button: the demo provider, or PayPal's approval page. */
function PlainSubscribe({ plan }: { plan: Plan }) {
  const subscribe = useSubscribe();
  return (
    <Button loading={subscribe.isPending} onClick={() => subscribe.mutate(plan.id)}>
      Subscribe {plan.period === 'week' ? 'weekly' : 'monthly'}
    </Button>
  );
}

/**
 * A plan's subscribe button (decision 0072): with PayPal's keys, PayPal's subscription button;
 * when its script cannot be loaded, a button that takes the member to PayPal's approval page;
 * without keys, the demo provider's, active at once.
 */
export function SubscribeButton({ plan }: { plan: Plan }) {
  const config = useCheckoutConfig();
  const [blocked, setBlocked] = useState(false);
  const unavailable = useCallback(() => setBlocked(true), []);
  if (config.isPending) return <Skeleton height={48} radius="var(--radius-md)" />;
  const clientId = config.data?.provider === 'paypal' ? config.data.clientId : null;
  if (!clientId) return <PlainSubscribe plan={plan} />;
  if (blocked)
    return (
      <div className={styles.area}>
        <p className={styles.note} role="status">
          {SDK_BLOCKED}
        </p>
        <PlainSubscribe plan={plan} />
      </div>
    );
  return (
    <Suspense fallback={<Skeleton height={48} radius="var(--radius-md)" />}>
      <PayPalSubscribe clientId={clientId} planId={plan.id} onUnavailable={unavailable} />
    </Suspense>
  );
}
