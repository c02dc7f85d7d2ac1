// The checkout feature's public face: other features import it from here, never its files.
export { PayArea } from './components/pay-area';
export type { CapturedOrder } from './types';
export { useCheckoutConfig } from './api/get-checkout-config';
