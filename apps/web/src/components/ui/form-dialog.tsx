import { useId } from 'react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { COPY } from '@bbt/domain';
import { Button } from './button';
import { Modal } from './modal';
import styles from './form-dialog.module.css';

interface FormDialogProps {
  /** Default true, for a dialog mounted only while it is open. */
  open?: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The submit button, after Cancel. */
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit is under way: its button shows a spinner. */
  pending?: boolean;
  /** While pending, Cancel waits and the dialog can't be closed. */
  holdWhilePending?: boolean;
  /** Clicking the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  formRef?: Ref<HTMLFormElement>;
  /** The fields, in a column. */
  children: ReactNode;
}

/**
 * A form in the shared modal: the fields, then Cancel and the submit button in the footer
 * (tied to the form, so Enter in a field submits it too). Validation is the caller's: the
 * form is `noValidate`.
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  description,
  submitLabel,
  onSubmit,
  pending = false,
  holdWhilePending = false,
  closeOnBackdrop,
  formRef,
  children,
}: FormDialogProps) {
  const formId = useId();
  const held = holdWhilePending && pending;
  return (
    <Modal
      open={open}
      onClose={held ? () => undefined : onClose}
      closeOnBackdrop={closeOnBackdrop}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" disabled={held} onClick={onClose}>
            {COPY.chat.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
