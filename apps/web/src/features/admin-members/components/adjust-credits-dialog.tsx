import { useEffect } from 'react';
import { creditsAfter, formatCredits, STAFF_REASON_MAX } from '@bbt/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { focusField } from '../../../lib/focus';
import { useAdjustCredits } from '../api/adjust-credits';
import type { MemberDetail } from '../types';
import { validateCreditsForm, type CreditsForm } from '../utils/staff-forms';

/**
 * Gives or takes credits with a reason (decision 0057): a negative number takes them, for
 * example a commission paid on an order refunded since. The server keeps the member at zero
 * or more. Mounted only while open.
 */
export function AdjustCreditsDialog({
  member,
  onClose,
}: {
  member: MemberDetail;
  onClose: () => void;
}) {
  const adjust = useAdjustCredits();
  const { values, errors, formError, update, dialogProps } = useDialogForm<
    CreditsForm,
    { change: number; reason: string }
  >({
    initial: { change: '', reason: '' },
    validate: validateCreditsForm,
    fieldOrder: ['change', 'reason'],
    save: async (value) => {
      const changed = await adjust.mutateAsync({ memberId: member.id, ...value });
      return `${member.name} now has ${formatCredits(changed.credits)}`;
    },
    onClose,
  });

  useEffect(() => {
    focusField(dialogProps.formRef.current, 'change');
  }, [dialogProps.formRef]);

  const change = Number(values.change);
  const preview =
    values.change.trim() !== '' && Number.isFinite(change) && change !== 0
      ? `They will have ${formatCredits(Math.max(creditsAfter(member.credits, change), 0))}.`
      : `They have ${formatCredits(member.credits)}.`;

  return (
    <FormDialog
      {...dialogProps}
      holdWhilePending
      title={`Adjust ${member.name}'s credits`}
      description="Recorded in the member's history with your reason."
      submitLabel="Save the change"
    >
      <TextField
        label="Credits to add"
        name="change"
        inputMode="decimal"
        required
        hint={`A minus takes credits away, never below zero. ${preview}`}
        value={values.change}
        error={errors.change}
        onChange={(e) => update('change', e.target.value)}
      />
      <TextAreaField
        label="Reason"
        name="reason"
        required
        rows={3}
        hint={`Up to ${STAFF_REASON_MAX} characters (${values.reason.trim().length} now).`}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => update('reason', e.target.value)}
      />
      <FormError message={formError} />
    </FormDialog>
  );
}
