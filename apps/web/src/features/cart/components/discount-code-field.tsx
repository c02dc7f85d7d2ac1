import { useState, type FormEvent } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useApplyDiscountCode, useRemoveDiscountCode } from '../api/discount-code';
import type { CartDiscountCode } from '../types';
import styles from './discount-code-field.module.css';

/**
 * The mailing-list code in the cart summary: typed and applied, or shown with a way to take it
 * off. The server decides whether it applies and what it takes off; its refusals are shown
 * under the field.
 */
export function DiscountCodeField({ applied }: { applied: CartDiscountCode | null }) {
  const [typed, setTyped] = useState('');
  const apply = useApplyDiscountCode();
  const remove = useRemoveDiscountCode();

  if (applied) {
    return (
      <div className={styles.applied}>
        <p>
          {COPY.discount.label}: <code className={styles.code}>{applied.code}</code>
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
          {COPY.discount.remove}
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
        label={COPY.discount.label}
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
