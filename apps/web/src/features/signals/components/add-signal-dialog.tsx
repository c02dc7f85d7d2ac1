import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useAddSignal } from '../api/add-signal';
import { EMPTY_SIGNAL_FORM, validateSignalForm } from '../utils/validate';
import type { SignalForm, SignalFormErrors } from '../utils/validate';
import styles from './signals.module.css';

const FIELD_ORDER: Array<keyof SignalForm> = ['name', 'entry', 'exit', 'profit'];

/** Founder or analyst: name, entry, exit and expected profit, all required (spec section 5). */
export function AddSignalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const [form, setForm] = useState<SignalForm>(EMPTY_SIGNAL_FORM);
  const [errors, setErrors] = useState<SignalFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const addSignal = useAddSignal();
  const toast = useToast();

  const close = () => {
    setForm(EMPTY_SIGNAL_FORM);
    setErrors({});
    onClose();
  };

  const update = (field: keyof SignalForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSignalForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
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
    <Modal
      open={open}
      onClose={close}
      title={COPY.signals.add}
      description="Members with premium signals see it at once."
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {COPY.chat.cancel}
          </Button>
          <Button type="submit" form={formId} loading={addSignal.isPending}>
            {COPY.signals.add}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label="Name"
          name="name"
          placeholder="e.g. EUR/USD long"
          autoComplete="off"
          required
          value={form.name}
          error={errors.name}
          onChange={(e) => update('name')(e.target.value)}
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
            onChange={(e) => update('entry')(e.target.value)}
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
            onChange={(e) => update('exit')(e.target.value)}
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
          onChange={(e) => update('profit')(e.target.value)}
        />
      </form>
    </Modal>
  );
}
