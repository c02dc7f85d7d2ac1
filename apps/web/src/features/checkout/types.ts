import type { ApiResponse } from '../../lib/api-types';

export type CheckoutConfig = ApiResponse<'/api/checkout/config', 'get'>;

export type CreatedOrder = ApiResponse<'/api/checkout/orders', 'post', 201>;

export type CapturedOrder = ApiResponse<'/api/checkout/orders/{orderId}/capture', 'post'>;
