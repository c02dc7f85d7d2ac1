import { formatPrice, type BadgeTier, type SubscriptionPeriod } from '@bbt/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { usePlans, useSaveSaleModes, type Plan } from '../api/billing';
import { MembershipTermsFields, membershipPriceProblem } from './membership-terms-fields';
import styles from './subscription-card.module.css';

/** What the editor needs of a product: its key, and whether it (each tier) is sold once. */
export interface SaleModesProduct {
  key: string;
  title: string;
  soldOnce: boolean;
  tiers: Array<{ tier: BadgeTier; title: string; soldOnce: boolean }>;
}

/** One line of the choice: the product itself, or one of its tiers. */
function SaleModesRow({
  productKey,
  label,
  tier,
  soldOnce,
  plan,
}: {
  productKey: string;
  label: string;
  tier: BadgeTier | null;
  soldOnce: boolean;
  plan: Plan | undefined;
}) {
  const id = useId();
  const save = useSaveSaleModes();
  const [oneTime, setOneTime] = useState(soldOnce);
  const [subscribed, setSubscribed] = useState(plan !== undefined);
  const [period, setPeriod] = useState<SubscriptionPeriod>(plan?.period ?? 'month');
  const [price, setPrice] = useState(plan ? String(plan.price) : '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(price);
    const problem = subscribed ? membershipPriceProblem(price) : null;
    const none = !oneTime && !subscribed ? 'Sell it one way at least' : null;
    setError(problem || none || null);
    if (problem || none) return;
    save.mutate({
      key: productKey,
      body: { tier, oneTime, subscription: subscribed ? { period, price: amount } : null },
    });
  };
  return (
    <form className={styles.saleModes} onSubmit={submit} aria-label={`How ${label} is sold`}>
      <fieldset className={styles.modes}>
        <legend>{label}</legend>
        <label htmlFor={`${id}-once`}>
          <input
            id={`${id}-once`}
            type="checkbox"
            checked={oneTime}
            onChange={(event) => setOneTime(event.target.checked)}
          />{' '}
          One-time purchase
        </label>
        <label htmlFor={`${id}-sub`}>
          <input
            id={`${id}-sub`}
            type="checkbox"
            checked={subscribed}
            onChange={(event) => setSubscribed(event.target.checked)}
          />{' '}
          Membership that renews
        </label>
        {subscribed && (
          <MembershipTermsFields
            period={period}
            onPeriod={setPeriod}
            price={price}
            onPrice={setPrice}
          />
        )}
      </fieldset>
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
      <p role="status">
        {plan ? `Membership on sale: ${formatPrice(plan.price)} every ${plan.period}.` : null}
      </p>
      <Button type="submit" size="sm" loading={save.isPending}>
        Save how it is sold
      </Button>
    </form>
  );
}

/**
 * The founder's choice of how a product, or each of its badge tiers, is sold (decision 0071):
 * one-time, as a membership for a period and price, or both. Saving keeps PayPal's plan in
 * step; the server refuses anyone but the founder and checks the price again.
 */
export function SaleModesEditor({ product }: { product: SaleModesProduct }) {
  const plans = usePlans();
  if (plans.isPending) return null;
  const planOf = (tier: BadgeTier | null) =>
    (plans.data ?? []).find((p) => p.tier === tier && p.productKey === product.key);
  const rows =
    product.tiers.length > 0
      ? product.tiers.map((t) => ({ tier: t.tier, label: t.title, soldOnce: t.soldOnce }))
      : [{ tier: null, label: product.title, soldOnce: product.soldOnce }];
  return (
    <section className={styles.card} aria-label="How it is sold">
      <h3 className={styles.title}>How it is sold</h3>
      {rows.map((row) => (
        <SaleModesRow
          key={`${row.tier}-${String(planOf(row.tier)?.id)}`}
          productKey={product.key}
          label={row.label}
          tier={row.tier}
          soldOnce={row.soldOnce}
          plan={planOf(row.tier)}
        />
      ))}
    </section>
  );
}
