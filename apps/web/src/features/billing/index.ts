// The billing feature's public face: memberships that renew themselves (decision 0063).
export { SubscriptionCard } from './components/subscription-card';
export { SubscribeButton } from './components/subscribe-button';
export { SubscribersAdmin } from './components/subscribers-admin';
export { SaleModesEditor, type SaleModesProduct } from './components/sale-modes-editor';
