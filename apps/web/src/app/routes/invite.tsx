import { PlaceholderPage } from './placeholder-page';

function InviteRoute() {
  return (
    <PlaceholderPage
      standalone
      title="Invitation"
      description="Who invited you to the community, before you are taken to the home page."
    />
  );
}

export { InviteRoute as Component };
