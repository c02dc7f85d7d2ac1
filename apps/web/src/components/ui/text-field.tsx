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
}: FieldChrome & { id: string; hintId: string; errorId: string; children: ReactNode }) {
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

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({
  label,
  error,
  hint,
  hideLabel,
  className,
  id: idProp,
  ...inputProps
}: TextFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldFrame {...{ id, label, hint, hintId, error, errorId, hideLabel, className }}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error ? errorId : undefined)}
        {...inputProps}
      />
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
  id: idProp,
  ...textareaProps
}: TextAreaFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldFrame {...{ id, label, hint, hintId, error, errorId, hideLabel, className }}>
      <textarea
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error ? errorId : undefined)}
        {...textareaProps}
      />
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
  id: idProp,
  children,
  ...selectProps
}: SelectFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldFrame {...{ id, label, hint, hintId, error, errorId, hideLabel, className }}>
      <span className={styles.selectWrap}>
        <select
          id={id}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error ? errorId : undefined)}
          {...selectProps}
        >
          {children}
        </select>
        <ChevronDown className={styles.selectIcon} size={16} aria-hidden="true" />
      </span>
    </FieldFrame>
  );
}
