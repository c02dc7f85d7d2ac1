import { useEffect } from 'react';
import {
  formatCredits,
  refundAmountRefusal,
  REFUND_REASON_MAX,
  toCents,
  toMoneyString,
} from '@bbt/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { ApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useRefundOrder } from '../api/refund-order';
import type { AdminOrderDetail } from '../types';
import { formatMoney } from '../utils/format';
import styles from './order-detail.module.css';

type RefundForm = { amount: string; reason: string };
type Refund = { amount: number; reason: string };

/** Dollars as typed ("10", "10.5", "$10.50"), or null when it doesn't read as an amount. */
function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d+(?:\.\d*)?|\.\d+)$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The amount is dollars and cents above zero and at most what remains refundable (the
 * domain's rule, which the server applies again under the order's lock, decision 0058); the
 * reason is required and mailed to the buyer, within the server's limit.
 */
export function validateRefundForm(
  form: RefundForm,
  refundable: number,
): { ok: true; value: Refund } | { ok: false; errors: Partial<RefundForm> } {
  const errors: Partial<RefundForm> = {};
  const amount = parseDollars(form.amount);
  if (form.amount.trim() === '') errors.amount = 'Say how much to refund';
  else if (amount === null) errors.amount = 'Write the amount in dollars, like 10.00';
  else {
    const refusal = refundAmountRefusal(amount, refundable);
    if (refusal) errors.amount = refusal.message;
  }
  const reason = form.reason.trim();
  if (reason === '') errors.reason = 'Say why the order is refunded';
  else if (reason.length > REFUND_REASON_MAX)
    errors.reason = `The reason is too long (at most ${REFUND_REASON_MAX} characters)`;
  return amount === null || errors.amount || errors.reason
    ? { ok: false, errors }
    : { ok: true, value: { amount, reason } };
}

/**
 * Asks how much to refund (all that remains by default) and why, and confirms it in one step:
 * the dialog says what the refund does (a partial one leaves the buyer's access, the one that
 * completes the refund ends it; a mail goes out either way) before the button that does it.
 * Mounted only while open.
 */
export function RefundOrderDialog({
  order,
  onClose,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
}) {
  const refund = useRefundOrder();
  const money = (amount: number) => formatMoney(amount, order.currency);
  const { values, errors, formError, update, dialogProps } = useDialogForm<RefundForm, Refund>({
    initial: { amount: toMoneyString(order.refundable), reason: '' },
    validate: (form) => validateRefundForm(form, order.refundable),
    fieldOrder: ['amount', 'reason'],
    save: async ({ amount, reason }) => {
      const refunded = await refund.mutateAsync({ orderId: order.id, reason, amount });
      const given = refunded.refunds.at(-1);
      // Recorded, but PayPal refused it for good (decision 0059): shown as the refusal it is,
      // the provider's (502), with its reason; the dialog stays open on what remains.
      if (given?.status === 'failed')
        throw new ApiError(
          502,
          'refund_refused',
          `Nothing was refunded: ${given.failureReason ?? 'PayPal refused it'}`,
        );
      return given?.status === 'completed'
        ? `Refunded ${money(amount)} to ${order.buyer.name}`
        : 'Refund recorded: PayPal is out of reach and will be asked again shortly';
    },
    onClose,
  });

  // The Modal opens first (its effect runs before this one); then the amount takes focus.
  useEffect(() => {
    focusField(dialogProps.formRef.current, 'amount');
  }, [dialogProps.formRef]);

  // What the button and the effects say follow the amount typed, once it reads as one.
  const typed = parseDollars(values.amount);
  const known = typed !== null && typed > 0;
  const whole = !known || toCents(typed) >= toCents(order.refundable);
  const already =
    order.refundedAmount > 0 ? ` (${money(order.refundedAmount)} refunded before)` : '';
  return (
    <FormDialog
      {...dialogProps}
      holdWhilePending
      closeOnBackdrop={false}
      title={`Refund ${order.buyer.name}?`}
      description={`They paid ${money(order.amount)}${already}; up to ${money(order.refundable)} can be refunded${
        order.provider === 'demo' ? ' (a demo payment: no money moves)' : ' through PayPal'
      }.`}
      submitLabel={typed !== null && known ? `Refund ${money(typed)}` : 'Refund'}
    >
      <TextField
        label="Amount"
        name="amount"
        inputMode="decimal"
        required
        hint={`In ${order.currency}, at most ${money(order.refundable)}.`}
        value={values.amount}
        error={errors.amount}
        onChange={(e) => update('amount', e.target.value)}
      />
      <ul className={styles.refundEffects}>
        {whole ? (
          <li>
            The order is refunded in full: what it granted is taken back now (a signals pass loses
            its days).
          </li>
        ) : (
          <li>A partial refund: the buyer keeps what this order gave them.</li>
        )}
        <li>The buyer gets a mail with the amount and your reason.</li>
        {order.commission ? (
          <li>
            The {formatCredits(order.commission.credits)} paid to {order.commission.inviter.name}{' '}
            stay theirs.
          </li>
        ) : null}
      </ul>
      <TextAreaField
        label="Reason"
        name="reason"
        required
        rows={3}
        hint={`Mailed to the buyer. Up to ${REFUND_REASON_MAX} characters (${values.reason.trim().length} now).`}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => update('reason', e.target.value)}
      />
      <FormError message={formError} />
    </FormDialog>
  );
}
