import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useApplyCoupon, useRemoveCoupon } from '../api/coupon';
import { useApplyDiscountCode, useRemoveDiscountCode } from '../api/discount-code';
import type { CartCoupon, CartDiscountCode, ServerCart } from '../types';
import styles from './discount-code-field.module.css';

interface AppliedCode {
  code: string;
  /** What it takes off, when the code says more than its name ("20% off"). */
  label?: string;
  problem: string | null;
}

/**
 * A code in the cart summary: typed and applied, or shown with a way to take it off. The
 * server decides whether it applies and what it takes off; its refusals are shown under the
 * field.
 */
function CodeField({
  label,
  removeLabel,
  applied,
  apply,
  remove,
}: {
  label: string;
  removeLabel: string;
  applied: AppliedCode | null;
  apply: UseMutationResult<ServerCart, Error, string>;
  remove: UseMutationResult<ServerCart, Error, void>;
}) {
  const [typed, setTyped] = useState('');

  if (applied) {
    return (
      <div className={styles.applied}>
        <p>
          {label}: <code className={styles.code}>{applied.code}</code>
          {applied.label ? ` · ${applied.label}` : null}
        </p>
        {applied.problem && (
          <p className={styles.problem} role="alert">
            {applied.problem}
          </p>
        )}
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {removeLabel}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim()) apply.mutate(typed.trim(), { onSuccess: () => setTyped('') });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        error={apply.error ? errorMessage(apply.error) : null}
      />
      <Button type="submit" variant="secondary" loading={apply.isPending}>
        {COPY.discount.apply}
      </Button>
    </form>
  );
}

/** The mailing-list code (decision 0018). */
export function DiscountCodeField({ applied }: { applied: CartDiscountCode | null }) {
  return (
    <CodeField
      label={COPY.discount.label}
      removeLabel={COPY.discount.remove}
      applied={applied}
      apply={useApplyDiscountCode()}
      remove={useRemoveDiscountCode()}
    />
  );
}

/** A coupon the founder made (decision 0051). */
export function CouponField({ applied }: { applied: CartCoupon | null }) {
  return (
    <CodeField
      label={COPY.coupon.label}
      removeLabel={COPY.coupon.remove}
      applied={applied}
      apply={useApplyCoupon()}
      remove={useRemoveCoupon()}
    />
  );
}

/**
 * The cart's codes: one per order (decision 0051). With neither applied, both fields; with
 * one applied, only that one.
 */
export function CartCodeFields({
  discountCode,
  coupon,
}: {
  discountCode: CartDiscountCode | null;
  coupon: CartCoupon | null;
}) {
  return (
    <div className={styles.fields}>
      {coupon ? null : <DiscountCodeField applied={discountCode} />}
      {discountCode ? null : <CouponField applied={coupon} />}
    </div>
  );
}
