import { NotificationSettingsForm } from '../../../features/push';
import { MemberPage } from '../member-page';

/** /app/settings/notifications: what notifies the member, and when (decision 0062). */
function NotificationSettingsRoute() {
  return (
    <MemberPage label="Notification settings">
      <h1>Notifications</h1>
      <NotificationSettingsForm />
    </MemberPage>
  );
}

export { NotificationSettingsRoute as Component };
