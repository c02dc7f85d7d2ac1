import { useParams } from 'react-router';
import { InviteLanding } from '../../features/invites/components/invite-landing';
import { NotFoundPage } from './not-found';

/** /invite/:inviteId (public, spec screen 7). An unknown invite shows the 404 page. */
function InviteRoute() {
  const { inviteId = '' } = useParams();
  return <InviteLanding key={inviteId} inviteId={inviteId} notFound={<NotFoundPage />} />;
}

export { InviteRoute as Component };
