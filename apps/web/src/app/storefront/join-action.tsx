import { LayoutDashboard, UserPlus } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { ButtonLink } from '../../components/ui/button';
import { useSession } from '../../features/auth/hooks/use-session';

/** The landing page's call to join: sign in for free, or open the app once signed in. */
export function JoinAction({ variant }: { variant: 'primary' | 'secondary' }) {
  const signedIn = useSession().status === 'signed-in';
  return signedIn ? (
    <ButtonLink
      to="/app/intro"
      variant={variant}
      size="lg"
      icon={<LayoutDashboard size={18} aria-hidden="true" />}
    >
      {COPY.auth.openApp}
    </ButtonLink>
  ) : (
    <ButtonLink
      to="/signin"
      variant={variant}
      size="lg"
      icon={<UserPlus size={18} aria-hidden="true" />}
    >
      Join for free
    </ButtonLink>
  );
}
