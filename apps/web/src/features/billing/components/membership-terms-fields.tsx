import { priceProblem, SUBSCRIPTION_PERIODS, type SubscriptionPeriod } from '@bbt/domain';
import { SelectField, TextField } from '../../../components/ui/text-field';

const PERIOD_LABELS: Record<SubscriptionPeriod, string> = {
  week: 'Every week',
  month: 'Every month',
};

/** What is wrong with a membership price as typed, in a sentence; null when it is fine. */
export function membershipPriceProblem(price: string): string | null {
  const amount = Number(price);
  if (price.trim() === '' || Number.isNaN(amount)) return 'The price is missing';
  const problem = priceProblem(amount);
  return problem ? `The price ${problem}` : null;
}

/** How often a membership renews and for how much: the console's two forms of a plan share them. */
export function MembershipTermsFields({
  period,
  onPeriod,
  price,
  onPrice,
  error,
}: {
  period: SubscriptionPeriod;
  onPeriod: (period: SubscriptionPeriod) => void;
  price: string;
  onPrice: (price: string) => void;
  error?: string;
}) {
  return (
    <>
      <SelectField
        label="Renews"
        value={period}
        onChange={(event) => onPeriod(event.target.value as SubscriptionPeriod)}
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
        error={error}
        onChange={(event) => onPrice(event.target.value)}
      />
    </>
  );
}
