import { useEffect } from 'react';
import { formatCredits, REFUND_REASON_MAX } from '@bbt/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextAreaField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { focusField } from '../../../lib/focus';
import { useRefundOrder } from '../api/refund-order';
import type { AdminOrderDetail } from '../types';
import { formatMoney } from '../utils/format';
import styles from './order-detail.module.css';

type RefundForm = { reason: string };

/** The reason is required and mailed to the buyer, within the server's limit. */
export function validateRefundForm(
  form: RefundForm,
): { ok: true; value: RefundForm } | { ok: false; errors: Partial<RefundForm> } {
  const reason = form.reason.trim();
  if (reason === '') return { ok: false, errors: { reason: 'Say why the order is refunded' } };
  if (reason.length > REFUND_REASON_MAX)
    return {
      ok: false,
      errors: { reason: `The reason is too long (at most ${REFUND_REASON_MAX} characters)` },
    };
  return { ok: true, value: { reason } };
}

/**
 * Asks for the reason of a refund and confirms it in one step: the dialog says what the refund
 * does (all of it, the buyer's access from this order ends, a mail goes out) before the button
 * that does it. Mounted only while open.
 */
export function RefundOrderDialog({
  order,
  onClose,
}: {
  order: AdminOrderDetail;
  onClose: () => void;
}) {
  const refund = useRefundOrder();
  const amount = formatMoney(order.amount, order.currency);
  const { values, errors, formError, update, dialogProps } = useDialogForm<RefundForm, RefundForm>({
    initial: { reason: '' },
    validate: validateRefundForm,
    fieldOrder: ['reason'],
    save: async ({ reason }) => {
      const refunded = await refund.mutateAsync({ orderId: order.id, reason });
      return refunded.status === 'refunded'
        ? `Refunded ${amount} to ${order.buyer.name}`
        : 'Refund recorded: PayPal is out of reach and will be asked again shortly';
    },
    onClose,
  });

  // The Modal opens first (its effect runs before this one); then the reason takes focus.
  useEffect(() => {
    focusField(dialogProps.formRef.current, 'reason');
  }, [dialogProps.formRef]);

  return (
    <FormDialog
      {...dialogProps}
      holdWhilePending
      closeOnBackdrop={false}
      title={`Refund ${amount} to ${order.buyer.name}?`}
      description={
        order.provider === 'demo'
          ? 'The whole order is refunded (a demo payment: no money moves).'
          : "The whole order is refunded through PayPal: partial refunds are made in PayPal's dashboard."
      }
      submitLabel={`Refund ${amount}`}
    >
      <ul className={styles.refundEffects}>
        <li>What this order granted is taken back now (a signals pass loses its days).</li>
        <li>The buyer gets a mail with your reason.</li>
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
