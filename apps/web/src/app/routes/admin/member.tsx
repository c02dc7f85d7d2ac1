import { useParams } from 'react-router';
import { MemberAdmin } from '../../../features/admin-members/components/member-admin';
import { useSession } from '../../../features/auth/hooks/use-session';

function AdminMemberRoute() {
  const { memberId = '' } = useParams();
  const session = useSession();
  // The console frame only renders its sections for a signed-in founder or admin.
  if (session.status !== 'signed-in') return null;
  return (
    <MemberAdmin
      key={memberId}
      memberId={memberId}
      backHref="/admin/members"
      currentUser={{ id: session.user.id, roles: session.user.roles }}
    />
  );
}

export { AdminMemberRoute as Component };
