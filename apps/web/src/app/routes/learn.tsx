import { PlaceholderPage } from './placeholder-page';

function LearnRoute() {
  return (
    <PlaceholderPage
      standalone
      title="Learn"
      description="Live classes and meetings with our team, and links to join them."
    />
  );
}

export { LearnRoute as Component };
