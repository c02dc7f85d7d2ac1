import type { RoleKey } from '@bbt/domain';
import type { ApiQuery, ApiRequestBody, ApiResponse } from '../../lib/api-types';

/**
 * One tier of a product as the console edits it (its number is the domain's `BadgeTier`);
 * whether it is sold once is the sale modes' (decision 0071), not the product form's.
 */
export type AdminProductTier = Omit<AdminProduct['tiers'][number], 'soldOnce'>;

/**
 * A product as GET /api/admin/products presents it (decision 0010, Products): salePrice
 * null when not on sale; the gallery has one picture per slot (the badge 3, others none) and
 * seededGallery what "put back" restores; tiers empty for products sold without tiers.
 */
export type AdminProduct = ApiResponse<'/api/admin/products', 'get'>['products'][number];

export type AdminProductType = AdminProduct['type'];

/** POST /api/admin/products: a product made in the console (decision 0059), without tiers. */
export type NewProduct = ApiRequestBody<'/api/admin/products', 'post'>;

/** PATCH /api/admin/products/:key: only the fields that changed (never empty). */
export type ProductPatch = Omit<ApiRequestBody<'/api/admin/products/{key}', 'patch'>, 'role'> & {
  /** The editor offers every role; the server refuses staff roles with a 400. */
  role?: RoleKey;
};

export type AdminFaq = ApiResponse<'/api/admin/faqs', 'get'>['faqs'][number];

export type FaqInput = ApiRequestBody<'/api/admin/faqs', 'post'>;

export type TestimonialStatus = NonNullable<ApiQuery<'/api/admin/testimonials', 'get'>['status']>;

/** GET /api/admin/testimonials: display false while waiting for approval (ruling 16). */
export type TestimonialQueue = ApiResponse<'/api/admin/testimonials', 'get'>;

export type AdminTestimonial = TestimonialQueue['testimonials'][number];

export type TestimonialCounts = TestimonialQueue['counts'];

/** GET /api/admin/site: the footer's social links (null: not shown) and the trusted-by names. */
export type SiteSettings = ApiResponse<'/api/admin/site', 'get'>;

/** PATCH /api/admin/site: changed links (null takes one off) and/or the whole list of names. */
export type SitePatch = ApiRequestBody<'/api/admin/site', 'patch'>;
