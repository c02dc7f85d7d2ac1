import type { ApiResponse } from '../../lib/api-types';

/** A member's order as GET /api/orders lists it; 'demo' orders took no money. */
export type Order = ApiResponse<'/api/orders', 'get'>['orders'][number];

export type OrderLine = Order['lines'][number];
