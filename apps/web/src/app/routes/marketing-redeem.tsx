import { useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../features/auth/api/get-me';
import { MarketingFrame } from '../../features/marketing/components/marketing-frame';
import { RedeemStore } from '../../features/marketing/components/redeem-store';
import { PRODUCTS_QUERY_KEY } from '../../features/products/api/get-products';

/** /marketing/redeem (spec screen 10): members only, see the router; the role is checked here. */
function MarketingRedeemRoute() {
  const queryClient = useQueryClient();
  // A redeem grants a role and spends credits: the session and the catalogue's Owned change.
  const onRedeemed = () => {
    for (const queryKey of [ME_QUERY_KEY, PRODUCTS_QUERY_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  return (
    <MarketingFrame back={{ to: '/marketing', label: 'Marketing' }}>
      <RedeemStore onRedeemed={onRedeemed} />
    </MarketingFrame>
  );
}

export { MarketingRedeemRoute as Component };
