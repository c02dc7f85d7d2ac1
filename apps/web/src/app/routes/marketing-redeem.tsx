import { PlaceholderPage } from './placeholder-page';

function MarketingRedeemRoute() {
  return (
    <PlaceholderPage
      standalone
      title="Redeem credits"
      description="Your credit balance and the products you can redeem your credits for."
    />
  );
}

export { MarketingRedeemRoute as Component };
