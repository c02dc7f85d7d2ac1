import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
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
  const closeSignal = useCloseSignal();
  const {
    values: form,
    errors,
    update,
    dialogProps,
  } = useDialogForm({
    initial: EMPTY,
    validate: validateCloseForm,
    fieldOrder: ['position', 'pl'],
    save: (closing) =>
      signal
        ? closeSignal
            .mutateAsync({ id: signal.id, ...closing })
            .then(() => `Signal "${signal.name}" closed`)
        : Promise.resolve(null),
    onClose,
    onSaved: onDone,
  });

  return (
    <FormDialog
      open={signal !== null}
      {...dialogProps}
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
