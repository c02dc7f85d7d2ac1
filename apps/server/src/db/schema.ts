/**
 * Every table, for drizzle-kit and the database client: each module keeps its own tables in
 * `modules/<module>/schema.ts` (decision 0065) and is re-exported here by one line.
 */
export * from '../modules/users/schema';
export * from '../modules/admin/schema';
export * from '../modules/sign-in/schema';
export * from '../modules/catalog/schema';
export * from '../modules/faqs/schema';
export * from '../modules/testimonials/schema';
export * from '../modules/mailing-list/schema';
export * from '../modules/cart/schema';
export * from '../modules/mail/schema';
export * from '../modules/push/schema';
export * from '../modules/checkout/schema';
export * from '../modules/coupons/schema';
export * from '../modules/delivery/schema';
export * from '../modules/chat/schema';
export * from '../modules/uploads/schema';
export * from '../modules/audit/schema';
export * from '../modules/moderation/schema';
export * from '../modules/tickets/schema';
export * from '../modules/polls/schema';
export * from '../modules/signals/schema';
export * from '../modules/meetings/schema';
export * from '../modules/marketing/schema';
export * from '../modules/site/schema';
export * from '../modules/import/schema';
export * from './demo-schema';
export * from '../modules/conversations/schema';
