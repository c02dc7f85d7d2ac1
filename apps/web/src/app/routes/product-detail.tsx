import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

// The three products the landing page links to; the storefront reads the rest from the API.
const KNOWN_TITLES: Record<string, string> = {
  indicator: 'Trading indicator',
  badge: 'Blue Badge Trader',
  signals: 'Premium signals',
};

function ProductDetailRoute() {
  const { nameInUrl = '' } = useParams();
  return (
    <PlaceholderPage
      title={KNOWN_TITLES[nameInUrl] ?? 'Product details'}
      description="The product's description, price and features, with a button to add it to your cart."
    />
  );
}

export { ProductDetailRoute as Component };
