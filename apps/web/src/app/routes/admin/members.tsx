import { MembersAdmin } from '../../../features/admin-members/components/members-admin';

const memberHref = (id: string) => `/admin/members/${encodeURIComponent(id)}`;

function AdminMembersRoute() {
  return <MembersAdmin memberHref={memberHref} />;
}

export { AdminMembersRoute as Component };
