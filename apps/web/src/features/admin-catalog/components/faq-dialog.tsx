import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateFaq } from '../api/create-faq';
import { useUpdateFaq } from '../api/update-faq';
import type { AdminFaq, FaqInput } from '../types';
import { FAQ_LIMITS, diffFaq, validateFaqForm } from '../utils/faq-form';
import styles from './admin-catalog.module.css';

/**
 * Adds a FAQ (at the end of the list) or edits one. Mounted only while open, so each opening
 * starts from the FAQ as saved. A question that already exists (409) is marked on its field.
 */
export function FaqDialog({
  faq,
  onClose,
  onStorefrontChanged,
}: {
  /** null: a new FAQ. */
  faq: AdminFaq | null;
  onClose: () => void;
  onStorefrontChanged?: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    values: form,
    errors,
    setErrors,
    update: updateField,
  } = useFormFields<FaqInput>({
    header: faq?.header ?? '',
    description: faq?.description ?? '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateFaq(onStorefrontChanged);
  const update = useUpdateFaq(onStorefrontChanged);
  const toast = useToast();
  const pending = create.isPending || update.isPending;

  // The Modal opens first (its effect runs before this one); then the question takes focus.
  useEffect(() => {
    focusField(formRef.current, 'header');
  }, []);

  const set = (field: keyof FaqInput, value: string) => {
    updateField(field, value);
    setFormError(null);
  };

  const fail = (error: unknown) => {
    const message = errorMessage(error);
    toast.error(message);
    if (isApiError(error) && error.status === 409) {
      setErrors({ header: message });
      focusField(formRef.current, 'header');
    } else {
      setFormError(message);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateFaqForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(formRef.current, result.errors.header ? 'header' : 'description');
      return;
    }
    if (!faq) {
      create.mutate(result.value, {
        onSuccess: () => {
          toast.success('FAQ added');
          onClose();
        },
        onError: fail,
      });
      return;
    }
    const patch = diffFaq(faq, result.value);
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: faq.id, patch },
      {
        onSuccess: () => {
          toast.success('FAQ saved');
          onClose();
        },
        onError: fail,
      },
    );
  };

  const title = faq ? 'Edit FAQ' : 'Add a FAQ';
  return (
    <FormDialog
      onClose={onClose}
      holdWhilePending
      closeOnBackdrop={false}
      title={title}
      description={
        faq
          ? 'Changes show on the landing page at once.'
          : 'It goes at the end of the list; move it up to show it on the landing page.'
      }
      submitLabel={faq ? 'Save FAQ' : 'Add FAQ'}
      pending={pending}
      onSubmit={submit}
      formRef={formRef}
    >
      <TextField
        label="Question"
        name="header"
        autoComplete="off"
        required
        maxLength={FAQ_LIMITS.header + 20}
        hint={`Up to ${FAQ_LIMITS.header} characters.`}
        value={form.header}
        error={errors.header}
        onChange={(e) => set('header', e.target.value)}
      />
      <TextAreaField
        label="Answer"
        name="description"
        required
        rows={6}
        hint={`Up to ${FAQ_LIMITS.description} characters (${form.description.trim().length} now).`}
        value={form.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <p className={styles.formMessage} role="alert">
        {formError ? (
          <>
            <CircleAlert size={16} aria-hidden="true" />
            <span>{formError}</span>
          </>
        ) : null}
      </p>
    </FormDialog>
  );
}
