import { useEffect } from 'react';
import { CONSOLE_BAN_MAX_DAYS, STAFF_REASON_MAX } from '@bbt/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { focusField } from '../../../lib/focus';
import { useBanMember } from '../api/ban-member';
import type { MemberDetail } from '../types';
import { validateBanForm, type BanForm } from '../utils/staff-forms';

/**
 * Bans the member for some days with a reason, as /ban in the chat does (decision 0057): their
 * open sessions in the chat close at once, and a third ban is for good. Mounted only while open.
 */
export function BanMemberDialog({
  member,
  onClose,
}: {
  member: MemberDetail;
  onClose: () => void;
}) {
  const ban = useBanMember();
  const third = member.discipline.ban + 1 >= 3;
  const { values, errors, formError, update, dialogProps } = useDialogForm<
    BanForm,
    { days: number; reason: string }
  >({
    initial: { days: '1', reason: '' },
    validate: validateBanForm,
    fieldOrder: ['days', 'reason'],
    save: async (value) => {
      const banned = await ban.mutateAsync({ memberId: member.id, ...value });
      return banned.discipline.permanent
        ? `${member.name} is banned for good`
        : `${member.name} is banned`;
    },
    onClose,
  });

  useEffect(() => {
    focusField(dialogProps.formRef.current, 'days');
  }, [dialogProps.formRef]);

  return (
    <FormDialog
      {...dialogProps}
      holdWhilePending
      closeOnBackdrop={false}
      title={`Ban ${member.name}?`}
      description={
        third
          ? 'This is their third ban: it is for good, whatever the days.'
          : 'They leave the chat at once and cannot read or post until the ban ends.'
      }
      submitLabel="Ban"
    >
      <TextField
        label="Days"
        name="days"
        type="number"
        inputMode="numeric"
        min={1}
        max={CONSOLE_BAN_MAX_DAYS}
        required
        value={values.days}
        error={errors.days}
        onChange={(e) => update('days', e.target.value)}
      />
      <TextAreaField
        label="Reason"
        name="reason"
        required
        rows={3}
        hint={`Kept in their history. Up to ${STAFF_REASON_MAX} characters (${values.reason.trim().length} now).`}
        value={values.reason}
        error={errors.reason}
        onChange={(e) => update('reason', e.target.value)}
      />
      <FormError message={formError} />
    </FormDialog>
  );
}
