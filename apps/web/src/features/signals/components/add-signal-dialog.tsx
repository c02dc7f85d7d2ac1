import { useRef } from 'react';
import type { FormEvent } from 'react';
import { COPY } from '@bbt/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useFormFields } from '../../../lib/use-form-fields';
import { useAddSignal } from '../api/add-signal';
import { EMPTY_SIGNAL_FORM, validateSignalForm } from '../utils/validate';
import type { SignalForm } from '../utils/validate';
import styles from './signals.module.css';

const FIELD_ORDER: Array<keyof SignalForm> = ['name', 'entry', 'exit', 'profit'];

/** Founder or analyst: name, entry, exit and expected profit, all required (spec section 5). */
export function AddSignalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { values: form, errors, setErrors, update, reset } = useFormFields(EMPTY_SIGNAL_FORM);
  const formRef = useRef<HTMLFormElement>(null);
  const addSignal = useAddSignal();
  const toast = useToast();

  const close = () => {
    reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSignalForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(
        formRef.current,
        FIELD_ORDER.find((field) => result.errors[field]),
      );
      return;
    }
    addSignal.mutate(result.value, {
      onSuccess: () => {
        toast.success(`Signal "${result.value.name}" added`);
        close();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={COPY.signals.add}
      description="Members with premium signals see it at once."
      submitLabel={COPY.signals.add}
      pending={addSignal.isPending}
      onSubmit={submit}
      formRef={formRef}
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
