import type { ApiResponse } from '../../lib/api-types';

export type CapturedOrder = ApiResponse<'/api/checkout/orders/{orderId}/capture', 'post'>;

export type CancelledOrder = ApiResponse<'/api/checkout/orders/{orderId}/cancel', 'post'>['order'];
