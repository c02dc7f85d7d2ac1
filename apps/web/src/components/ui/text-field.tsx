import { useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import styles from './text-field.module.css';

interface FieldChrome {
  label: string;
  /** Shown under the field and linked with aria-describedby; sets aria-invalid. */
  error?: string | null;
  hint?: string;
  /** Keep the label for screen readers only (the field must still have one). */
  hideLabel?: boolean;
  className?: string;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

type FieldIds = { id: string; hintId: string; errorId: string };

function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  hideLabel,
  className,
  children,
}: FieldChrome & FieldIds & { children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One field's ids and its control's accessibility wiring: the label's `id` (given or
 * generated), the hint and error ids, and the control's aria-invalid and aria-describedby.
 */
function useField(
  idProp: string | undefined,
  hint: string | undefined,
  error: FieldChrome['error'],
) {
  const generated = useId();
  const id = idProp ?? generated;
  const ids: FieldIds = { id, hintId: `${id}-hint`, errorId: `${id}-error` };
  return {
    ids,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hint && ids.hintId, error ? ids.errorId : undefined),
    },
  };
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  ...inputProps
}: TextFieldProps) {
  const field = useField(id, hint, error);
  return (
    <FieldFrame {...field.ids} {...{ label, hint, error, hideLabel, className }}>
      <input className={styles.input} {...field.control} {...inputProps} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  ...textareaProps
}: TextAreaFieldProps) {
  const field = useField(id, hint, error);
  return (
    <FieldFrame {...field.ids} {...{ label, hint, error, hideLabel, className }}>
      <textarea className={styles.input} {...field.control} {...textareaProps} />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { children: ReactNode };

/** A native select with the same label, hint and error chrome as the text fields. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  children,
  ...selectProps
}: SelectFieldProps) {
  const field = useField(id, hint, error);
  return (
    <FieldFrame {...field.ids} {...{ label, hint, error, hideLabel, className }}>
      <span className={styles.selectWrap}>
        <select className={`${styles.input} ${styles.select}`} {...field.control} {...selectProps}>
          {children}
        </select>
        <ChevronDown className={styles.selectIcon} size={16} aria-hidden="true" />
      </span>
    </FieldFrame>
  );
}
