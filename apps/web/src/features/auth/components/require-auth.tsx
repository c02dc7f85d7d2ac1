import { Navigate, Outlet, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useSession } from '../hooks/use-session';
import { signInPath } from '../return-path';

/**
 * Members-only routes: the loading screen while the sign-in state is unknown, /signin when
 * signed out (spec §2; it comes back here afterwards), the page otherwise.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'unknown') return <LoadingScreen fullscreen />;
  if (session.status === 'signed-out')
    return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  return children ?? <Outlet />;
}
