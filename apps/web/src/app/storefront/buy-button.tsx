import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ShoppingCart } from 'lucide-react';
import { COPY, DEFAULT_BADGE_TIER } from '@bbt/domain';
import type { BadgeTier } from '@bbt/domain';
import { Button, ButtonLink } from '../../components/ui/button';
import type { ButtonSize } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorMessage, isApiError } from '../../lib/api-client';
import type { Cart } from '../../features/cart/hooks/use-cart';
import { PRODUCTS_QUERY_KEY } from '../../features/products/api/get-products';
import { purchaseOptionFor } from '../../features/products/catalog';
import type { Product } from '../../features/products/types';

interface BuyButtonProps {
  product: Product;
  cart: Cart;
  /** The chosen badge tier on the product page; the list adds the default tier. */
  tier?: BadgeTier;
  size?: ButtonSize;
  block?: boolean;
}

/**
 * Buy Now, Check Cart, Owned or, for what a badge tier includes, Included in your badge
 * (spec screen 3 and spec §6, decision 0042). Buy Now adds the product to the
 * cart (the server's when signed in); with another badge tier chosen it replaces the tier. A
 * member who holds a lower badge tier is offered Upgrade, a signals holder Renew.
 */
export function BuyButton({ product, cart, tier, size, block }: BuyButtonProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const wantedTier = product.tiers.length > 0 ? (tier ?? DEFAULT_BADGE_TIER) : null;
  // Buy Now gives way to Check Cart once the product is in the cart: focus follows it, rather
  // than falling to the top of the page with the button that held it.
  const focusCheckCart = useRef(false);
  const takeFocus = (link: HTMLAnchorElement | null) => {
    if (!link || !focusCheckCart.current) return;
    focusCheckCart.current = false;
    link.focus();
  };
  const option = purchaseOptionFor(product, wantedTier);

  if (option.kind === 'owned') {
    return (
      <Button
        variant="secondary"
        size={size}
        block={block}
        disabled
        icon={<BadgeCheck size={16} aria-hidden="true" />}
      >
        {product.includedInTier !== null ? COPY.products.includedInBadge : COPY.products.owned}
      </Button>
    );
  }

  const line = cart.lineOf(product.key);
  if (line && (tier === undefined || line.tier === wantedTier)) {
    return (
      <ButtonLink
        ref={takeFocus}
        to="/cart"
        variant="secondary"
        size={size}
        block={block}
        aria-label={`${COPY.products.checkCart}: ${product.title}`}
        icon={<ShoppingCart size={16} aria-hidden="true" />}
      >
        {COPY.products.checkCart}
      </ButtonLink>
    );
  }

  const add = () => {
    focusCheckCart.current = true;
    cart.add({ product: product.key, tier: wantedTier }).then(
      () =>
        toast.success(
          line && wantedTier !== null
            ? `Your cart now holds ${product.title}, ${COPY.products.tier(wantedTier)}`
            : `${product.title} has been added to your cart`,
        ),
      (error: unknown) => {
        focusCheckCart.current = false;
        toast.error(errorMessage(error));
        // Already owned (409): the list was out of date; show Owned.
        if (isApiError(error) && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
        }
      },
    );
  };

  const label =
    option.kind === 'upgrade'
      ? COPY.products.upgrade
      : option.kind === 'renew'
        ? COPY.products.renew
        : COPY.products.buyNow;
  return (
    <Button
      size={size}
      block={block}
      loading={cart.updatingProduct === product.key}
      disabled={cart.status !== 'ready' || cart.updatingProduct !== null}
      aria-label={`${label}: ${product.title}`}
      icon={<ShoppingCart size={16} aria-hidden="true" />}
      onClick={add}
    >
      {label}
    </Button>
  );
}
