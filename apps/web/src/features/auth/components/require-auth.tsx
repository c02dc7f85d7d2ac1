import { Navigate, Outlet } from 'react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useSession } from '../hooks/use-session';

/**
 * Members-only routes: the loading screen while the sign-in state is unknown, /signin when
 * signed out (spec section 2), the page otherwise.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'unknown') return <LoadingScreen fullscreen />;
  if (session.status === 'signed-out') return <Navigate to="/signin" replace />;
  return children ?? <Outlet />;
}
