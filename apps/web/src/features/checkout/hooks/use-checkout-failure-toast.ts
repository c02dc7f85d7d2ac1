import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';

const PAYMENT_FAILED = 'The payment could not be completed. Please try again.';

/**
 * Toasts why a checkout failed. A discount code held by another order awaiting payment is
 * something the buyer acts on elsewhere: that toast stays until dismissed and leads to the
 * orders page, where the holding order can be paid or cancelled (decision 0052).
 */
export function useCheckoutFailureToast() {
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return toast.error(PAYMENT_FAILED);
      if (error.code !== 'discount_code_reserved') return toast.error(error.message);
      toast.error(error.message, {
        persist: true,
        action: { label: 'See your orders', onClick: () => void navigate('/orders') },
      });
    },
    [toast, navigate],
  );
}
