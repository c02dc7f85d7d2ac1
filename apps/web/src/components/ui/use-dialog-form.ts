import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { focusField } from '../../lib/focus';
import { useFormFields } from '../../lib/use-form-fields';
import { useToast } from './toast';

type FieldErrors<F> = Partial<Record<keyof F, string>>;

interface DialogFormOptions<F extends object, V> {
  initial: F;
  /** The form's own checks: the value to save, or an error per field. */
  validate: (values: F) => { ok: true; value: V } | { ok: false; errors: FieldErrors<F> };
  /** The fields in the order the form shows them: the first wrong one takes focus. */
  fieldOrder: ReadonlyArray<keyof F & string>;
  /**
   * Saves the checked value; resolves the success toast, or null when nothing needed saving
   * (the dialog just closes). Rejects with the server's error.
   */
  save: (value: V) => Promise<string | null>;
  /** Closes the dialog (after a save, and on Cancel through `close`). */
  onClose: () => void;
  /** After a save, once the dialog has closed: where focus goes when the saved row is gone. */
  onSaved?: () => void;
  /** The field a refused save is about (a duplicate name...): its message goes under it. */
  fieldOfError?: (error: unknown) => (keyof F & string) | undefined;
}

/**
 * The submit flow of a form in a FormDialog: check, focus the first wrong field, save, toast
 * the outcome, close. A refused save is toasted and, when `fieldOfError` names a field, shown
 * under that field; otherwise it stays in `formError` for the form to show beside its fields.
 */
export function useDialogForm<F extends object, V>({
  initial,
  validate,
  fieldOrder,
  save,
  onClose,
  onSaved,
  fieldOfError,
}: DialogFormOptions<F, V>) {
  const fields = useFormFields(initial);
  const { values, setErrors, reset } = fields;
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();

  const update = <K extends keyof F>(field: K, value: F[K]) => {
    fields.update(field, value);
    setFormError(null);
  };

  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };

  const fail = (error: unknown) => {
    const message = errorMessage(error);
    toast.error(message);
    const field = fieldOfError?.(error);
    if (field === undefined) {
      setFormError(message);
      return;
    }
    setErrors({ [field]: message } as FieldErrors<F>);
    focusField(formRef.current, field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(
        formRef.current,
        fieldOrder.find((field) => result.errors[field]),
      );
      return;
    }
    setPending(true);
    save(result.value).then(
      (success) => {
        setPending(false);
        if (success !== null) toast.success(success);
        close();
        onSaved?.();
      },
      (error: unknown) => {
        setPending(false);
        fail(error);
      },
    );
  };

  return {
    values,
    errors: fields.errors,
    formError,
    update,
    /** The FormDialog's own props: `<FormDialog {...dialogProps} title=...>`. */
    dialogProps: { onClose: close, onSubmit: submit, pending, formRef },
  };
}
