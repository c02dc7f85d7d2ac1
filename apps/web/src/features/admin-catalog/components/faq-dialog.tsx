import { useEffect } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormError } from '../../../components/ui/form-error';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useDialogForm } from '../../../components/ui/use-dialog-form';
import { isApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useCreateFaq } from '../api/create-faq';
import { useUpdateFaq } from '../api/update-faq';
import type { AdminFaq, FaqInput } from '../types';
import { FAQ_LIMITS, diffFaq, validateFaqForm } from '../utils/faq-form';

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
  const create = useCreateFaq(onStorefrontChanged);
  const update = useUpdateFaq(onStorefrontChanged);

  // Unchanged: nothing to save, the dialog just closes.
  const save = async (value: FaqInput): Promise<string | null> => {
    if (!faq) {
      await create.mutateAsync(value);
      return 'FAQ added';
    }
    const patch = diffFaq(faq, value);
    if (Object.keys(patch).length === 0) return null;
    await update.mutateAsync({ id: faq.id, patch });
    return 'FAQ saved';
  };

  const {
    values: form,
    errors,
    formError,
    update: set,
    dialogProps,
  } = useDialogForm<FaqInput, FaqInput>({
    initial: { header: faq?.header ?? '', description: faq?.description ?? '' },
    validate: validateFaqForm,
    fieldOrder: ['header', 'description'],
    save,
    onClose,
    fieldOfError: (error) => (isApiError(error) && error.status === 409 ? 'header' : undefined),
  });

  // The Modal opens first (its effect runs before this one); then the question takes focus.
  useEffect(() => {
    focusField(dialogProps.formRef.current, 'header');
  }, [dialogProps.formRef]);

  const title = faq ? 'Edit FAQ' : 'Add a FAQ';
  return (
    <FormDialog
      {...dialogProps}
      holdWhilePending
      closeOnBackdrop={false}
      title={title}
      description={
        faq
          ? 'Changes show on the landing page at once.'
          : 'It goes at the end of the list; move it up to show it on the landing page.'
      }
      submitLabel={faq ? 'Save FAQ' : 'Add FAQ'}
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
      <FormError message={formError} />
    </FormDialog>
  );
}
