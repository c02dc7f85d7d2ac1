import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../plugins/auth';
import type { PaymentProvider } from '../../plugins/payments';
import type { FileStorage } from '../../plugins/storage';
import type { ChatEvents } from '../chat';
import type { MailOutbox } from '../mail';
import { registerAdminCouponRoutes } from './coupons';
import { registerAdminDeliveryRoutes } from './deliveries';
import { registerAdminFaqRoutes } from './faqs';
import type { AdminDeps } from './guard';
import { registerAdminImportRoutes } from './imports';
import { registerAdminMailingListRoutes } from './mailing-list';
import { registerAdminMemberRoutes } from './members';
import { registerAdminOrderRoutes } from './orders';
import { registerAdminProductRoutes } from './products';
import { registerAdminSubscriptionRoutes } from './subscriptions';
import { registerAdminTestimonialRoutes } from './testimonials';

/**
 * The admin console's API (decision 0010): founder and admin only, each route checks it with the
 * adminOnly guard of `consoleRoutes`. Banned words and the audit log live with the moderation
 * routes.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: AdminDeps & {
    storage: FileStorage;
    events: ChatEvents;
    catalogChanged: () => void;
    auth: Auth;
    payments: PaymentProvider;
    outbox: MailOutbox;
    publicUrl: string;
  },
) {
  registerAdminProductRoutes(app, deps);
  registerAdminFaqRoutes(app, deps);
  registerAdminTestimonialRoutes(app, deps);
  registerAdminMailingListRoutes(app, deps);
  registerAdminOrderRoutes(app, deps);
  registerAdminSubscriptionRoutes(app, deps);
  registerAdminCouponRoutes(app, deps);
  registerAdminMemberRoutes(app, deps);
  registerAdminImportRoutes(app, deps);
  registerAdminDeliveryRoutes(app, deps);
}
