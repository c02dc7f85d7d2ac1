import type { ApiRequestBody, ApiResponse } from '../../lib/api-types';

/** GET /api/marketing: the figures of a marketer, or member false for everyone else. */
export type MarketingOverview = ApiResponse<'/api/marketing', 'get'>;

/** A marketer's running totals (the user's counters). */
export type MarketingStats = NonNullable<MarketingOverview['stats']>;

export type MarketingMetric = keyof MarketingStats;

/** One UTC day of the last 30 ('YYYY-MM-DD'): what the invite link brought that day. */
export type MarketingDay = MarketingOverview['history'][number];

/** GET /api/marketing/redeem. */
export type RedeemCatalog = ApiResponse<'/api/marketing/redeem', 'get'>;

/** A product credits can buy; `price` is tier 1's for tiered products. */
export type RedeemProduct = RedeemCatalog['products'][number];

export type RedeemInput = ApiRequestBody<'/api/marketing/redeem', 'post'>;
