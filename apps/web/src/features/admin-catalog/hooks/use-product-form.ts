import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProduct } from '../api/update-product';
import type { AdminProduct } from '../types';
import {
  diffProduct,
  isEmptyPatch,
  isFormDirty,
  productToForm,
  validateProductForm,
} from '../utils/product-form';
import type { ProductForm, ProductFormErrors, TierForm } from '../utils/product-form';

/**
 * The product editor's form: its fields, their messages, and the save. Checks the form first
 * so the message points at the field, then sends only the fields that changed (PATCH); when
 * the server refuses, its message is shown.
 */
export function useProductForm(
  product: AdminProduct,
  onDone: (saved: boolean) => void,
  onStorefrontChanged?: () => void,
) {
  const [initial] = useState(() => productToForm(product));
  const [form, setForm] = useState<ProductForm>(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProduct(onStorefrontChanged);
  const toast = useToast();
  const fieldId = useId();
  const busy = update.isPending;
  const dirty = isFormDirty(initial, form);

  const set = <K extends keyof ProductForm>(field: K, value: ProductForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFormError(null);
    setNotice(null);
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const setTier = (tier: TierForm['tier'], change: Partial<TierForm>) => {
    setForm((f) => ({
      ...f,
      tiers: f.tiers.map((t) => (t.tier === tier ? { ...t, ...change } : t)),
    }));
    setFormError(null);
    // The fixed field's message goes; the others stay until the next save.
    setErrors((e) => {
      const current = e.tiers?.[tier];
      if (!current) return e;
      const cleared = Object.fromEntries(Object.keys(change).map((key) => [key, undefined]));
      return { ...e, tiers: { ...e.tiers, [tier]: { ...current, ...cleared } } };
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    const result = validateProductForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError('Some fields need a fix before saving. They are marked below.');
      window.requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    const patch = diffProduct(product, result.value);
    if (isEmptyPatch(patch)) {
      setFormError(null);
      setNotice('Nothing to save: every field is as it was.');
      return;
    }
    setFormError(null);
    setNotice(null);
    update.mutate(
      { key: product.key, patch },
      {
        onSuccess: () => {
          toast.success('Product saved');
          onDone(true);
        },
        onError: (error) => {
          const message = errorMessage(error);
          setFormError(message);
          toast.error(message);
        },
      },
    );
  };

  return {
    form,
    errors,
    formError,
    notice,
    uploading,
    setUploading,
    formRef,
    fieldId,
    busy,
    dirty,
    set,
    setTier,
    submit,
  };
}
