/** A marketer's running totals (the user's counters). */
export interface MarketingStats {
  visits: number;
  signups: number;
  sales: number;
  credits: number;
}

export type MarketingMetric = keyof MarketingStats;

/** One UTC day of the last 30: what the invite link brought that day. */
export interface MarketingDay extends MarketingStats {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
}

/** GET /api/marketing: the figures of a marketer, or member false for everyone else. */
export interface MarketingOverview {
  member: boolean;
  stats: MarketingStats | null;
  inviteLink: string | null;
  history: MarketingDay[];
}

export interface RedeemTier {
  tier: number;
  title: string;
  price: number;
}

/** A product credits can buy; `price` is tier 1's for tiered products. */
export interface RedeemProduct {
  key: string;
  title: string;
  imageUrl: string;
  price: number;
  owned: boolean;
  tiers: RedeemTier[];
}

/** GET /api/marketing/redeem. */
export interface RedeemCatalog {
  credits: number;
  products: RedeemProduct[];
}

export interface RedeemInput {
  product: string;
  tier?: number;
}

export interface RedeemResult {
  message: string;
  credits: number;
}
