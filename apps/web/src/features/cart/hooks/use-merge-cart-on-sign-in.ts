import { useEffect, useRef } from 'react';
import { COPY } from '@bbt/domain';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { clearAnonymousCart, readAnonymousCart } from '../anonymous-cart-store';
import { useMergeCart } from '../api/merge-cart';

/**
 * Once the visitor is signed in, moves the cart they filled while signed out into their
 * server cart (POST /api/cart/merge) and clears the local one. Runs once per signed-in user.
 */
export function useMergeCartOnSignIn(userId: string | null): void {
  const merge = useMergeCart();
  const { mutate } = merge;
  const toast = useToast();
  const mergedFor = useRef<string | null>(null);

  useEffect(() => {
    if (userId === null) {
      mergedFor.current = null;
      return;
    }
    if (mergedFor.current === userId) return;
    mergedFor.current = userId;
    const lines = readAnonymousCart();
    if (lines.length === 0) return;
    mutate(lines, {
      onSuccess: ({ skipped }) => {
        clearAnonymousCart();
        if (skipped.length > 0) toast.success(COPY.cart.skippedAtSignIn(skipped));
      },
      // The local cart stays, so nothing is lost; the next page load tries again.
      onError: (error) => toast.error(errorMessage(error)),
    });
  }, [userId, mutate, toast]);
}
