import {
  formatPrice,
  priceProblem,
  SUBSCRIPTION_PERIODS,
  type SubscriptionPeriod,
} from '@bbt/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { usePlans, useSavePlan } from '../api/billing';
import styles from './subscription-card.module.css';

const PERIOD_LABELS: Record<SubscriptionPeriod, string> = {
  week: 'Every week',
  month: 'Every month',
};

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
    const amount = Number(price);
    const problem =
      price.trim() === '' || Number.isNaN(amount) ? 'is missing' : priceProblem(amount);
    setError(problem ? `The price ${problem}` : null);
    if (!problem) save.mutate({ productKey: 'signals', period, price: amount });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label="Signals membership plan">
      <h2 className={styles.title}>Premium signals as a membership</h2>
      <p>
        {onSale.length === 0
          ? 'Not on sale as a membership yet.'
          : `On sale: ${onSale.map((p) => `${formatPrice(p.price)} every ${p.period}`).join(', ')}.`}
      </p>
      <SelectField
        label="Renews"
        value={period}
        onChange={(event) => setPeriod(event.target.value as SubscriptionPeriod)}
      >
        {SUBSCRIPTION_PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Price (USD)"
        inputMode="decimal"
        value={price}
        error={error ?? undefined}
        onChange={(event) => setPrice(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          Save plan
        </Button>
      </div>
    </form>
  );
}
