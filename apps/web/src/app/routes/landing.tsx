import { LayoutDashboard, UserPlus } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { useSession } from '../../features/auth/hooks/use-session';
import { Hero } from '../../features/landing/components/hero';

function LandingRoute() {
  const session = useSession();
  const secondary =
    session.status === 'signed-in' ? (
      <ButtonLink
        to="/app/intro"
        variant="secondary"
        size="lg"
        icon={<LayoutDashboard size={18} aria-hidden="true" />}
      >
        {COPY.auth.openApp}
      </ButtonLink>
    ) : (
      <ButtonLink
        to="/signin"
        variant="secondary"
        size="lg"
        icon={<UserPlus size={18} aria-hidden="true" />}
      >
        Join for free
      </ButtonLink>
    );

  return (
    <>
      <title>Blue Badge · Trading tools, signals and community</title>
      <Hero secondaryAction={secondary} />
    </>
  );
}

export { LandingRoute as Component };
