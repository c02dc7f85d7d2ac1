import { PlaceholderPage } from './placeholder-page';

function OrdersRoute() {
  return (
    <PlaceholderPage
      title="Orders"
      description="Your past purchases, what each one unlocked, and their payment status."
    />
  );
}

export { OrdersRoute as Component };
