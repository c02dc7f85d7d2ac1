import type { RoleKey, SocialLinks } from '@bbt/domain';

export type AdminProductType = 'indicator' | 'course' | 'signals';
export type TierNumber = 1 | 2 | 3;

export interface AdminProductTier {
  tier: TierNumber;
  title: string;
  price: number;
  features: string[];
}

/** A product as GET /api/admin/products presents it (issue 7 contract, Products). */
export interface AdminProduct {
  key: string;
  nameInUrl: string;
  title: string;
  description: string;
  imageUrl: string;
  originalPrice: number;
  /** null when the product is not on sale. */
  salePrice: number | null;
  role: RoleKey;
  type: AdminProductType;
  features: string[];
  /** The product page's gallery, one picture per slot (the badge has 3, others none). */
  gallery: string[];
  /** The picture each gallery slot was seeded with, which "put back" restores. */
  seededGallery: string[];
  /** Empty for products sold without tiers. */
  tiers: AdminProductTier[];
  updatedAt: string;
}

/** PATCH /api/admin/products/:key: only the fields that changed (never empty). */
export interface ProductPatch {
  title?: string;
  description?: string;
  imageUrl?: string;
  originalPrice?: number;
  salePrice?: number | null;
  role?: RoleKey;
  features?: string[];
  tiers?: AdminProductTier[];
}

export interface AdminFaq {
  id: number;
  header: string;
  description: string;
  position: number;
}

export interface FaqInput {
  header: string;
  description: string;
}

export type TestimonialStatus = 'pending' | 'shown' | 'all';

export interface AdminTestimonial {
  id: number;
  name: string;
  description: string;
  /** 0 to 5 in steps of 0.5. */
  rating: number;
  /** false while waiting for approval (ruling 16); true once shown on the landing. */
  display: boolean;
  createdAt: string;
  userId: string | null;
}

export interface TestimonialCounts {
  pending: number;
  shown: number;
}

export interface TestimonialQueue {
  testimonials: AdminTestimonial[];
  counts: TestimonialCounts;
}

/** GET /api/admin/site: the footer's social links and the landing's trusted-by names. */
export interface SiteSettings {
  /** null: no link, nothing shown in the footer. */
  socialLinks: SocialLinks;
  /** In display order; empty hides the strip. */
  trustedBy: string[];
}

/** PATCH /api/admin/site: changed links (null takes one off) and/or the whole list of names. */
export interface SitePatch {
  socialLinks?: Partial<SocialLinks>;
  trustedBy?: string[];
}
