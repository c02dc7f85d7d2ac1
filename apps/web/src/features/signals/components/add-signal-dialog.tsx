import { COPY } from '@bbt/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { useAddSignal } from '../api/add-signal';
import { EMPTY_SIGNAL_FORM, validateSignalForm } from '../utils/validate';
import styles from './signals.module.css';

/** Founder or analyst: name, entry, exit and expected profit, all required (spec §5). */
export function AddSignalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const addSignal = useAddSignal();
  const {
    values: form,
    errors,
    update,
    dialogProps,
  } = useDialogForm({
    initial: EMPTY_SIGNAL_FORM,
    validate: validateSignalForm,
    fieldOrder: ['name', 'entry', 'exit', 'profit'],
    save: (signal) => addSignal.mutateAsync(signal).then(() => `Signal "${signal.name}" added`),
    onClose,
  });

  return (
    <FormDialog
      open={open}
      {...dialogProps}
      title={COPY.signals.add}
      description="Members with premium signals see it at once."
      submitLabel={COPY.signals.add}
    >
      <TextField
        label="Name"
        name="name"
        placeholder="e.g. EUR/USD long"
        autoComplete="off"
        required
        value={form.name}
        error={errors.name}
        onChange={(e) => update('name', e.target.value)}
      />
      <div className={styles.formRow}>
        <TextField
          label="Entry"
          name="entry"
          inputMode="decimal"
          placeholder="1.0845"
          autoComplete="off"
          required
          value={form.entry}
          error={errors.entry}
          onChange={(e) => update('entry', e.target.value)}
        />
        <TextField
          label="Exit"
          name="exit"
          inputMode="decimal"
          placeholder="1.0920"
          autoComplete="off"
          required
          value={form.exit}
          error={errors.exit}
          onChange={(e) => update('exit', e.target.value)}
        />
      </div>
      <TextField
        label="Expected profit"
        name="profit"
        placeholder="e.g. 5%"
        hint="A percentage, as you want members to read it."
        autoComplete="off"
        required
        value={form.profit}
        error={errors.profit}
        onChange={(e) => update('profit', e.target.value)}
      />
    </FormDialog>
  );
}
