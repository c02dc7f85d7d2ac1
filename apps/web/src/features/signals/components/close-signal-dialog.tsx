import { useRef } from 'react';
import type { FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCloseSignal } from '../api/close-signal';
import type { Signal } from '../types';
import { formatExpectedProfit, formatLevel } from '../utils/format';
import { validateCloseForm } from '../utils/validate';
import type { CloseForm } from '../utils/validate';

const EMPTY: CloseForm = { position: '', pl: '' };

/** Closes an active signal with its position and P&L, both required (spec §5). */
export function CloseSignalDialog({
  signal,
  onClose,
  onDone,
}: {
  signal: Signal | null;
  onClose: () => void;
  /** After success: the row is gone, so the page says where focus goes next. */
  onDone?: () => void;
}) {
  const { values: form, errors, setErrors, update, reset } = useFormFields(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const closeSignal = useCloseSignal();
  const toast = useToast();

  const dismiss = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signal) return;
    const result = validateCloseForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(formRef.current, result.errors.position ? 'position' : 'pl');
      return;
    }
    closeSignal.mutate(
      { id: signal.id, ...result.value },
      {
        onSuccess: () => {
          toast.success(`Signal "${signal.name}" closed`);
          dismiss();
          onDone?.();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <FormDialog
      open={signal !== null}
      onClose={dismiss}
      title="Close signal"
      description={
        signal ? (
          <>
            <strong>{signal.name}</strong>: entry{' '}
            <span className="tabular-nums">{formatLevel(signal.entry)}</span>, exit{' '}
            <span className="tabular-nums">{formatLevel(signal.exit)}</span>, expected{' '}
            {formatExpectedProfit(signal.profit)}. It moves to the trade history.
          </>
        ) : null
      }
      submitLabel="Close signal"
      pending={closeSignal.isPending}
      onSubmit={submit}
      formRef={formRef}
    >
      <TextField
        label="Position"
        name="position"
        placeholder="e.g. Long, closed at target"
        autoComplete="off"
        required
        value={form.position}
        error={errors.position}
        onChange={(e) => update('position', e.target.value)}
      />
      <TextField
        label="P&L"
        name="pl"
        placeholder="e.g. +2.5%"
        hint="Start a loss with a minus sign, e.g. -1.2%."
        autoComplete="off"
        required
        value={form.pl}
        error={errors.pl}
        onChange={(e) => update('pl', e.target.value)}
      />
    </FormDialog>
  );
}
