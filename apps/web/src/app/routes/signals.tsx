import { PlaceholderPage } from './placeholder-page';

function SignalsRoute() {
  return (
    <PlaceholderPage
      standalone
      title="Signals room"
      description="Active signals from our analysts and the history of closed trades."
    />
  );
}

export { SignalsRoute as Component };
