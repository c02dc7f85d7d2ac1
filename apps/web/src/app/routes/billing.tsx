import { formatPrice } from '@bbt/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import {
  useConfirmSubscription,
  usePlans,
  useSubscriptions,
} from '../../features/billing/api/billing';
import { SubscribeButton, SubscriptionCard } from '../../features/billing';
import { useCheckoutConfig } from '../../features/checkout/api/get-checkout-config';
import styles from './orders.module.css';

/**
 * The member's billing page (decision 0063): their memberships, and the plans they can
 * subscribe to. Back from approving at PayPal (`?confirm=`), the server is asked to read the
 * subscription back: only PayPal says it is active.
 */
function BillingRoute() {
  const subscriptions = useSubscriptions();
  const plans = usePlans();
  const config = useCheckoutConfig();
  const confirm = useConfirmSubscription();
  const [params, setParams] = useSearchParams();
  const returning = params.get('confirm');
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!returning || asked.current === returning) return;
    asked.current = returning;
    confirm.mutate(returning, { onSettled: () => setParams({}, { replace: true }) });
  }, [returning, confirm, setParams]);

  const demo = config.data?.provider === 'demo';
  // A membership still running (renewing, in its grace, or cancelled but in its paid period)
  // is the one for its product: its card shows its end, resume and upgrades, not a second
  // subscribe the server would refuse.
  const running = new Map(
    (subscriptions.data ?? [])
      .filter((s) => s.status === 'active' || s.status === 'past_due' || s.status === 'cancelling')
      .map((s) => [s.productId, s]),
  );

  let content;
  if (subscriptions.isPending) {
    content = (
      <Card aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your memberships
        </span>
        <Skeleton height={20} width="40%" />
        <Skeleton height={16} />
      </Card>
    );
  } else if (subscriptions.isError) {
    content = (
      <ErrorState
        title="Your memberships could not be loaded"
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  } else {
    content = subscriptions.data
      .filter((s) => s.status !== 'pending')
      .map((s) => <SubscriptionCard key={s.id} subscription={s} demo={demo} plans={plans.data} />);
  }

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title="Billing"
        description="Your memberships that renew themselves, their payments, and cancelling."
      />
      <div className={styles.skeletons}>
        {content}
        {(plans.data ?? [])
          .filter((plan) => !running.has(plan.productId))
          .map((plan) => (
            <Card key={plan.id} className={styles.skeleton}>
              <h2>
                {plan.title}
                {plan.tier !== null && ` — Tier ${plan.tier}`}
              </h2>
              <p>
                {formatPrice(plan.price)} every {plan.period}, renewed automatically; cancel any
                time.
              </p>
              <SubscribeButton plan={plan} />
            </Card>
          ))}
      </div>
    </div>
  );
}

export { BillingRoute as Component };
