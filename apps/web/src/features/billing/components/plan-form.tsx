import { formatPrice, type SubscriptionPeriod } from '@bbt/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { usePlans, useSavePlan } from '../api/billing';
import { MembershipTermsFields, membershipPriceProblem } from './membership-terms-fields';
import styles from './subscription-card.module.css';

/**
 * The founder's plan for premium signals (decision 0063, decision 0069): how often it renews and for
 * how much. Saving makes PayPal's plan at once; running subscriptions keep their price. The
 * server checks the price and refuses anyone but the founder.
 */
export function PlanForm() {
  const save = useSavePlan();
  const onSale = (usePlans().data ?? []).filter((p) => p.productKey === 'signals');
  const [period, setPeriod] = useState<SubscriptionPeriod>('week');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = membershipPriceProblem(price);
    setError(problem);
    if (!problem) save.mutate({ productKey: 'signals', period, price: Number(price) });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label="Signals membership plan">
      <h2 className={styles.title}>Premium signals as a membership</h2>
      <p>
        {onSale.length === 0
          ? 'Not on sale as a membership yet.'
          : `On sale: ${onSale.map((p) => `${formatPrice(p.price)} every ${p.period}`).join(', ')}.`}
      </p>
      <MembershipTermsFields
        period={period}
        onPeriod={setPeriod}
        price={price}
        onPrice={setPrice}
        error={error ?? undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          Save plan
        </Button>
      </div>
    </form>
  );
}
