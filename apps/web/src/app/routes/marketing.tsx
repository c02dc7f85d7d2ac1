import { PlaceholderPage } from './placeholder-page';

function MarketingRoute() {
  return (
    <PlaceholderPage
      standalone
      title="Marketing team"
      description="Your visits, signups, sales, credits and invite link, or the form to apply to the team."
    />
  );
}

export { MarketingRoute as Component };
