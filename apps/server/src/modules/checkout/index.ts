// The checkout module's public face: other modules import it from here, never its files.
export { orderSchema, presentMemberOrderRow, presentMemberOrders } from './present';
export { findOrderById, listMemberOrders } from './repo';
export { cancelCheckoutOrder } from './service';
export { refundPaidOrder } from './refunds-service';
export { createDemoSubscriptionStore } from './demo-subscriptions-repo';
export { membershipPaymentSchema, presentMembershipPayment } from './subscriptions-routes';
export {
  subscribersReport,
  subscriptionEvents,
  subscriptionPaymentHistory,
} from './subscriptions-service';
