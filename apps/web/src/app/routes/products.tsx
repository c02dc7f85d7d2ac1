import { PlaceholderPage } from './placeholder-page';

function ProductsRoute() {
  return (
    <PlaceholderPage
      title="Products"
      description="Our indicators, courses and signals, filterable by type and sortable by price."
    />
  );
}

export { ProductsRoute as Component };
