import { useCart } from '../../features/cart/hooks/use-cart';
import { useSession } from '../../features/auth/hooks/use-session';
import { useProducts } from '../../features/products/api/get-products';

/**
 * The storefront's view of the cart: the session decides where the cart lives, and the
 * catalogue prices the signed-out visitor's lines for display.
 */
export function useShopCart() {
  const session = useSession();
  const products = useProducts();
  const cart = useCart(session.status, products);
  return { session, products, cart };
}
