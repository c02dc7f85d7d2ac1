import type { RoleKey } from '@bbt/domain';

export type ProductKey = 'indicator' | 'badge' | 'signals';
export type ProductType = 'indicator' | 'course' | 'signals';

export interface ProductTier {
  tier: 1 | 2 | 3;
  title: string;
  price: number;
  features: string[];
}

/** A product as GET /api/products presents it; prices are the server's. */
export interface Product {
  key: ProductKey;
  nameInUrl: string;
  title: string;
  description: string;
  imageUrl: string;
  originalPrice: number;
  salePrice: number | null;
  /** What one unit costs now: the sale price, else the original; tier 1 for the badge. */
  price: number;
  role: RoleKey;
  type: ProductType;
  features: string[];
  gallery: string[];
  /** Only the badge has tiers. */
  tiers: ProductTier[];
  /** The signed-in member holds product.role; false when signed out. */
  owned: boolean;
  /** The badge tier the member holds; higher tiers are sold as upgrades. */
  heldTier: number | null;
  /** When the premium signals the member holds end; a renewal adds from there. */
  accessUntil: string | null;
}
