import type { RoleKey } from '@bbt/domain';
import type { ApiResponse, ProductKey } from '../../lib/api-types';

export type { ProductKey };

type ApiProduct = ApiResponse<'/api/products', 'get'>['products'][number];

export type ProductType = ApiProduct['type'];

export type ProductTier = Omit<ApiProduct['tiers'][number], 'tier'> & { tier: 1 | 2 | 3 };

/**
 * A product as GET /api/products presents it; prices are the server's (`price`: the sale
 * price, else the original; tier 1 for the badge). Only the badge has tiers. `owned`: the
 * signed-in member holds product.role (false signed out); `heldTier`: the badge tier held;
 * `accessUntil`: when the premium signals held end; `includedInTier`: the member's badge tier
 * includes the product. `grants` (the product's and each tier's) come from the entitlement
 * table the server enforces; `features` are the console's copy. Key, role and tiers are narrowed from the
 * text the server stores to what the catalogue sells.
 */
export type Product = Omit<ApiProduct, 'key' | 'role' | 'tiers'> & {
  key: ProductKey;
  role: RoleKey;
  tiers: ProductTier[];
};
