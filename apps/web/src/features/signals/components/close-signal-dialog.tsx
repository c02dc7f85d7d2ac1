import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCloseSignal } from '../api/close-signal';
import type { Signal } from '../types';
import { formatExpectedProfit, formatLevel } from '../utils/format';
import { validateCloseForm } from '../utils/validate';
import type { CloseForm, CloseFormErrors } from '../utils/validate';
import styles from './signals.module.css';

const EMPTY: CloseForm = { position: '', pl: '' };

/** Closes an active signal with its position and P&L, both required (spec section 5). */
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
  const formId = useId();
  const [form, setForm] = useState<CloseForm>(EMPTY);
  const [errors, setErrors] = useState<CloseFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const closeSignal = useCloseSignal();
  const toast = useToast();

  const dismiss = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };

  const update = (field: keyof CloseForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signal) return;
    const result = validateCloseForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = result.errors.position ? 'position' : 'pl';
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
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
    <Modal
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
      footer={
        <>
          <Button variant="ghost" onClick={dismiss}>
            {COPY.chat.cancel}
          </Button>
          <Button type="submit" form={formId} loading={closeSignal.isPending}>
            Close signal
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} noValidate onSubmit={submit}>
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
      </form>
    </Modal>
  );
}
