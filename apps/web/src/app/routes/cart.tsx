import { PlaceholderPage } from './placeholder-page';

function CartRoute() {
  return (
    <PlaceholderPage
      title="Cart"
      description="The products you picked, with subtotal, tax and total, and secure checkout."
    />
  );
}

export { CartRoute as Component };
