import { PageHeader } from '../../../components/ui/page-header';
import { NotificationSettingsForm, PUSH_COPY } from '../../../features/push';
import { MemberPage } from '../member-page';

/** /app/settings/notifications: what notifies the member, and when (decision 0062). */
function NotificationSettingsRoute() {
  return (
    <MemberPage label="Notification settings">
      <PageHeader title={PUSH_COPY.settings.title} description={PUSH_COPY.settings.description} />
      <NotificationSettingsForm />
    </MemberPage>
  );
}

export { NotificationSettingsRoute as Component };
