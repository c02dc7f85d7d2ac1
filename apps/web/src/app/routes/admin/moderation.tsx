import { ModerationAdmin } from '../../../features/admin-members/components/moderation-admin';

export { ModerationAdmin as Component };
