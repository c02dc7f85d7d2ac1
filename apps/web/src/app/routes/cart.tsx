import { useEffect, useRef, useState } from 'react';
import { CircleCheck, LayoutDashboard, LogIn, Receipt, ShoppingCart } from 'lucide-react';
import { COPY, formatPrice } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { CartLineList, CartLineListSkeleton } from '../../features/cart/components/cart-line-list';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { CartCodeFields } from '../../features/cart/components/discount-code-field';
import type { CartItem } from '../../features/cart/types';
import { PayArea } from '../../features/checkout/components/pay-area';
import { TradingViewUsernameField } from '../../features/checkout/components/tradingview-username-field';
import type { CapturedOrder } from '../../features/checkout/types';
import { OrderDelivery } from '../../features/orders/components/order-delivery';
import { useShopCart } from '../storefront/use-shop-cart';
import { useOrderPaid } from '../use-order-paid';
import styles from './cart.module.css';
import { signInPath } from '../../features/auth/return-path';

function SignInRequired() {
  return (
    <div className={styles.signIn}>
      <p className={styles.signInTitle}>{COPY.auth.signInRequired}</p>
      <p className={styles.signInText}>
        Your cart is kept: it moves to your account when you sign in.
      </p>
      <ButtonLink
        to={signInPath('/cart')}
        size="lg"
        block
        icon={<LogIn size={18} aria-hidden="true" />}
      >
        {COPY.auth.signIn}
      </ButtonLink>
    </div>
  );
}

function OrderFulfilled({ result }: { result: CapturedOrder }) {
  const { order } = result;
  // The pay button that had focus is gone: focus goes to what replaced it, not the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        <CircleCheck size={32} />
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.successTitle}>
        {COPY.cart.orderFulfilled}
      </h2>
      <p className={styles.successText}>
        Your purchase is unlocked on your account.{' '}
        <span className="tabular-nums">
          {COPY.cart.total}: {formatPrice(order.amount)} {order.currency}
        </span>
      </p>
      <ul role="list" className={styles.successLines}>
        {order.lines.map((line) => (
          <li key={`${line.product}-${line.tier ?? ''}`}>
            {line.title}
            {line.tier !== null ? ` · ${COPY.products.tier(line.tier)}` : ''}
          </li>
        ))}
      </ul>
      <OrderDelivery delivery={order.delivery} />
      <div className={styles.successActions}>
        <ButtonLink to="/orders" icon={<Receipt size={16} aria-hidden="true" />}>
          Your orders
        </ButtonLink>
        <ButtonLink
          to="/app/intro"
          variant="secondary"
          icon={<LayoutDashboard size={16} aria-hidden="true" />}
        >
          {COPY.auth.openApp}
        </ButtonLink>
      </div>
    </div>
  );
}

/** Spec screen 5: lines, totals and the pay button; signed-out visitors are asked to sign in. */
function CartRoute() {
  const { session, cart } = useShopCart();
  const toast = useToast();
  const [paid, setPaid] = useState<CapturedOrder | null>(null);
  const [tradingViewUsername, setTradingViewUsername] = useState('');
  const checkoutDetails = cart.tradingViewUsernameNeeded
    ? { tradingViewUsername: tradingViewUsername.trim() }
    : {};

  const orderPaid = useOrderPaid();
  const onPaid = (result: CapturedOrder) => {
    orderPaid(result);
    setPaid(result);
  };

  const onRemove = (item: CartItem) => {
    cart.remove(item.product).catch((error: unknown) => toast.error(errorMessage(error)));
  };

  let content;
  if (paid) {
    content = <OrderFulfilled result={paid} />;
  } else if (cart.status === 'pending') {
    content = (
      <div className={styles.layout} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your cart
        </span>
        <CartLineListSkeleton />
        <div className={styles.summarySkeleton} aria-hidden="true">
          <Skeleton height={20} width="50%" />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={24} />
          <Skeleton height={48} radius="var(--radius-md)" />
        </div>
      </div>
    );
  } else if (cart.status === 'error') {
    content = (
      <ErrorState title="Your cart could not be loaded" error={cart.error} onRetry={cart.refetch} />
    );
  } else if (cart.items.length === 0) {
    content = (
      <EmptyState
        icon={<ShoppingCart />}
        title={COPY.cart.empty}
        description="Pick an indicator, a plan or our signals to get started."
        action={<ButtonLink to="/products">{COPY.cart.browse}</ButtonLink>}
      />
    );
  } else {
    content = (
      <div className={styles.layout}>
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="visually-hidden">
            Items
          </h2>
          <CartLineList
            items={cart.items}
            onRemove={onRemove}
            updatingProduct={cart.updatingProduct}
          />
        </section>
        <div className={styles.aside}>
          <CartSummary
            totals={cart.totals}
            discountLabel={
              cart.coupon
                ? `${COPY.coupon.line(cart.coupon.code)} (${cart.coupon.label})`
                : COPY.discount.line(cart.discountCode?.percent ?? 0)
            }
            discountField={
              session.status === 'signed-in' ? (
                <CartCodeFields discountCode={cart.discountCode} coupon={cart.coupon} />
              ) : (
                <p className={styles.signInText}>{COPY.discount.signInToUse}</p>
              )
            }
          >
            {session.status === 'signed-in' ? (
              <>
                {cart.tradingViewUsernameNeeded ? (
                  <TradingViewUsernameField
                    value={tradingViewUsername}
                    onChange={setTradingViewUsername}
                  />
                ) : null}
                <PayArea details={checkoutDetails} onPaid={onPaid} />
              </>
            ) : (
              <SignInRequired />
            )}
          </CartSummary>
        </div>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader title={COPY.nav.cart} />
      {content}
    </div>
  );
}

export { CartRoute as Component };
