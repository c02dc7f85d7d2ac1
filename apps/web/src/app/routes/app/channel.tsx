import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { resolveChannelSlug } from '@bbt/domain';
import { ME_QUERY_KEY } from '../../../features/auth/api/get-me';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { useSession } from '../../../features/auth/hooks/use-session';
import { ChatWorkspace } from '../../../features/chat/components/workspace';
import { useServiceWorker } from '../../../features/push';

/**
 * /app/:channel (spec screen 13). The app joins the two features: the session user from auth
 * becomes the chat's viewer, and Log Out comes from auth too.
 */
function ChannelRoute() {
  const { channel: param = 'intro' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  // The members' area installs the app's service worker; the storefront's pages load none.
  useServiceWorker();
  const refreshViewer = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const slug = resolveChannelSlug(param);
  if (slug !== param) return <Navigate to={`/app/${slug}`} replace />;
  // The route sits behind RequireAuth, so the user is known here.
  if (session.status !== 'signed-in') return null;

  return (
    <ChatWorkspace
      slug={slug}
      viewer={session.user}
      onViewerChanged={refreshViewer}
      accountActions={<SignOutButton variant="secondary" />}
    />
  );
}

export { ChannelRoute as Component };
