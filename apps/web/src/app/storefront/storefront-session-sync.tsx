import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../features/auth/api/get-me';
import { useSession } from '../../features/auth/hooks/use-session';
import { useMergeCartOnSignIn } from '../../features/cart/hooks/use-merge-cart-on-sign-in';
import { useClaimInviteOnSignIn } from '../../features/invites/hooks/use-claim-invite-on-sign-in';
import { PRODUCTS_QUERY_KEY } from '../../features/products/api/get-products';

/**
 * Keeps the storefront in step with the session: after sign-in the visitor's local cart is
 * merged into their server cart once, and the catalogue is reloaded so Owned shows.
 */
export function StorefrontSessionSync() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const known = session.status !== 'unknown';
  const previous = useRef<string | null | undefined>(undefined);

  useMergeCartOnSignIn(known ? userId : null);
  useClaimInviteOnSignIn(known ? userId : null, [ME_QUERY_KEY]);

  useEffect(() => {
    if (!known) return;
    if (previous.current !== undefined && previous.current !== userId) {
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    }
    previous.current = userId;
  }, [known, userId, queryClient]);

  return null;
}
