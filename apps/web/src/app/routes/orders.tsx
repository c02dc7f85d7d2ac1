import { Receipt } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useOrders } from '../../features/orders/api/get-orders';
import { OrderList } from '../../features/orders/components/order-list';
import { useOrderPaid } from '../use-order-paid';
import styles from './orders.module.css';

/** The member's orders: date, lines, amount and status (members only, see the router). */
function OrdersRoute() {
  const orders = useOrders();
  const onPaid = useOrderPaid();

  let content;
  if (orders.isPending) {
    content = (
      <div className={styles.skeletons} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your orders
        </span>
        {[0, 1].map((i) => (
          <Card key={i} className={styles.skeleton} aria-hidden="true">
            <Skeleton height={20} width="40%" />
            <Skeleton height={16} />
            <Skeleton height={16} width="60%" />
          </Card>
        ))}
      </div>
    );
  } else if (orders.isError) {
    content = (
      <ErrorState
        title="Your orders could not be loaded"
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (orders.data.length === 0) {
    content = (
      <EmptyState
        icon={<Receipt />}
        title="No orders yet"
        description="What you buy in the store shows up here, with its payment status."
        action={<ButtonLink to="/products">{COPY.cart.browse}</ButtonLink>}
      />
    );
  } else {
    content = <OrderList orders={orders.data} onPaid={onPaid} />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader title="Orders" description="Your purchases and their payment status." />
      {content}
    </div>
  );
}

export { OrdersRoute as Component };
