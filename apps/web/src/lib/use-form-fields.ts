import { useState } from 'react';

type FieldErrors<F> = Partial<Record<keyof F, string>>;

/**
 * A form's values and its per-field errors: `update` sets a value and clears that field's
 * error, `reset` goes back to `initial`.
 */
export function useFormFields<F extends object>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const update = <K extends keyof F>(field: K, value: F[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setErrors, update, reset };
}
