// Seed content for the storefront, landing page and demo sign-in.
// Pure data: the seeder reads these lists and writes them to the database.

import {
  BADGE_TIERS as DOMAIN_BADGE_TIERS,
  badgeTierAdditions,
  featureLabels,
  type DevPersonaKey,
  type RoleKey,
} from '@bbt/domain';

export interface SeedProduct {
  key: 'indicator' | 'badge' | 'signals';
  nameInUrl: string;
  title: string;
  description: string;
  imageUrl: string;
  /** USD, e.g. 49.99. */
  originalPrice: number;
  salePrice: number | null;
  role: RoleKey;
  type: 'indicator' | 'course' | 'signals';
  features: string[];
  gallery: string[];
  position: number;
}

export interface SeedTier {
  productKey: 'badge';
  tier: 1 | 2 | 3;
  price: number;
  title: string;
  features: string[];
}

export interface SeedFaq {
  header: string;
  description: string;
  position: number;
}

export interface SeedTestimonial {
  name: string;
  description: string;
  /** 0 to 5 in halves, e.g. 4.5. */
  rating: number;
  display: boolean;
}

export interface SeedPersona {
  as: DevPersonaKey;
  id: string;
  name: string;
  email: string;
  image: string;
  roles: RoleKey[];
  credits: string;
}

// ---------------------------------------------------------------------------
// Badge tiers (spec §9). What each tier grants is the entitlement table's (decision 0042): the
// product page lists it from there, so the tiers carry no copy of their own.
// ---------------------------------------------------------------------------

const TIER_PRICES = { 1: 7.99, 2: 12.99, 3: 14.99 } as const;

export const BADGE_TIERS: SeedTier[] = DOMAIN_BADGE_TIERS.map((tier) => ({
  productKey: 'badge',
  tier,
  price: TIER_PRICES[tier],
  title: `Tier ${tier}`,
  features: [],
}));

const sentenceCase = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The FAQ's answer on the tiers, in the table's words. */
function tiersAnswer(): string {
  return DOMAIN_BADGE_TIERS.map((tier) => {
    const lines = featureLabels(badgeTierAdditions(tier)).map(sentenceCase);
    const price = `$${TIER_PRICES[tier]}`;
    return tier === 1
      ? `Tier 1 (${price}): the Tier 1 Trader rank; ${lines.join('; ')}.`
      : `Tier ${tier} (${price}) adds: ${lines.join('; ')}.`;
  }).join(' ');
}

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export const PRODUCTS: SeedProduct[] = [
  {
    key: 'indicator',
    nameInUrl: 'indicator',
    title: 'Blue Badge Trend Indicator',
    description:
      'A chart overlay that combines a trend filter, volatility bands and volume confirmation into one clear read of market structure. It marks where momentum is building or fading so you can plan entries, exits and stops with less guesswork. It works on crypto, forex and stock charts on any timeframe, and it is a tool for your own analysis, not a promise of results.',
    imageUrl: '/images/products/indicator.svg',
    originalPrice: 49.99,
    salePrice: 34.99,
    role: 'premium_trader',
    type: 'indicator',
    features: [
      'Trend filter that colours candles by market direction',
      'Volatility bands to help size stops and targets',
      'Volume confirmation on breakouts',
      'Works on crypto, forex and stocks, any timeframe',
      'Setup guide and example charts included',
    ],
    gallery: [],
    position: 1,
  },
  {
    key: 'badge',
    nameInUrl: 'badge',
    title: 'Blue Badge Trader',
    description:
      'Our membership plan for traders who want structure while they learn. Every tier includes the Blue Badge indicator, the trading manual and a ranked place in the community; higher tiers add premium calls, live classes, staff support and full signals access. Pick the tier that fits how much guidance you want; the learning and the decisions stay yours.',
    imageUrl: '/images/products/badge.svg',
    originalPrice: 7.99,
    salePrice: null,
    role: 'blue_badge_trader',
    type: 'course',
    features: [],
    gallery: [
      '/images/products/badge-gallery-1.svg',
      '/images/products/badge-gallery-2.svg',
      '/images/products/badge-gallery-3.svg',
    ],
    position: 2,
  },
  {
    key: 'signals',
    nameInUrl: 'signals',
    title: 'Premium Signals',
    description:
      'Seven days in the premium signals room, where our analysts post trade ideas with an entry, exit and expected move, and close them openly in a shared trade history. Each signal comes with the reasoning behind it, so beginners can follow along and learn. Signals are ideas, not financial advice: size your positions for your own risk.',
    imageUrl: '/images/products/signals.svg',
    originalPrice: 19.99,
    salePrice: null,
    role: 'premium_signals',
    type: 'signals',
    features: [
      'Entry, exit and expected move for every signal',
      'Open trade history, wins and losses alike',
      'Beginner-friendly notes explaining each setup',
    ],
    gallery: [],
    position: 3,
  },
];

// ---------------------------------------------------------------------------
// FAQs (the landing page shows the first 4 by position)
// ---------------------------------------------------------------------------

export const FAQS: SeedFaq[] = [
  {
    header: 'How do I get access after I pay?',
    description:
      'Access is granted automatically as soon as your payment is confirmed. The matching role is added to your account, and the channels, tools and rooms it unlocks appear the next time you open the app. If something is missing after a few minutes, open a ticket in the ask channel.',
    position: 1,
  },
  {
    header: 'What is the difference between the Blue Badge tiers?',
    description: tiersAnswer(),
    position: 2,
  },
  {
    header: 'How long does a signals subscription last?',
    description:
      'A signals purchase gives you 7 days of access to the premium signals room, counted from the moment the payment is confirmed or the credits are redeemed. You can buy again at any time to continue.',
    position: 3,
  },
  {
    header: 'Are payments refundable?',
    description:
      'No. All sales are final and non-refundable, as stated in our terms of service. Please read the product page and this FAQ before you buy, and ask in the chat if anything is unclear.',
    position: 4,
  },
  {
    header: 'Do you guarantee profits?',
    description:
      'No. Trading carries real risk and you can lose money. Our indicator, signals and classes are educational tools to support your own decisions; they are not financial advice and past results do not predict future ones. Only trade with money you can afford to lose.',
    position: 5,
  },
  {
    header: 'How do affiliate credits work?',
    description:
      'Members of the marketing team get a personal invite link. Every person who signs up through it earns you 0.1 credits, and every purchase they make earns you 40% of the price paid in credits. Credits can be redeemed for products on the redeem page.',
    position: 6,
  },
  {
    header: 'What is the members’ chat?',
    description:
      'A community chat with channels for general talk, beginners, crypto, forex and stocks, plus role-gated rooms for paying members. You can reply, react, share chart images, vote in polls and claim the interest roles that match the markets you trade.',
    position: 7,
  },
  {
    header: 'How do I get help from the team?',
    description:
      'Go to the ask channel and press "open a ticket". A private ticket channel is created that only you and our staff can read. A staff member will answer there, and the ticket is closed once your question is resolved.',
    position: 8,
  },
  {
    header: 'Can I cancel?',
    description:
      'There is nothing to cancel: every purchase is a one-time payment and nothing renews automatically. Signals access simply ends after 7 days, and you decide whether to buy again.',
    position: 9,
  },
  {
    header: 'Which devices can I use?',
    description:
      'The storefront and the chat run in any modern browser on desktop, tablet or phone. Sign in with the same account on each device; your roles, unread counts and messages follow you.',
    position: 10,
  },
  {
    header: 'Can I share or resell my access?',
    description:
      'No. Access is personal to your account, and reselling or sharing our products is not allowed under the terms of service.',
    position: 11,
  },
];

// ---------------------------------------------------------------------------
// Testimonials (only display true ones appear on the landing page)
// ---------------------------------------------------------------------------

export const TESTIMONIALS: SeedTestimonial[] = [
  {
    name: 'Daniel R.',
    description:
      'The indicator cleaned up my charts a lot. I still make my own calls, but I spend far less time second-guessing the trend.',
    rating: 4.5,
    display: true,
  },
  {
    name: 'Chloe M.',
    description:
      'I joined as a complete beginner. The live classes and the beginner’s chat explained things patiently, and nobody made me feel silly for asking.',
    rating: 5,
    display: true,
  },
  {
    name: 'Marco T.',
    description:
      'I like that the signals room keeps the losing trades in the history too. It feels honest, and the notes on each setup taught me more than the calls themselves.',
    rating: 4,
    display: true,
  },
  {
    name: 'Aisha K.',
    description:
      'Tier 3 was worth it for the one-on-one support. A staff member walked me through my risk sizing in a ticket the same day.',
    rating: 4.5,
    display: true,
  },
  {
    name: 'Lukas W.',
    description:
      'Good community and useful manual. I would like more forex content, but the team said it is on the way.',
    rating: 3.5,
    display: false,
  },
  {
    name: 'Hannah O.',
    description:
      'Setup took two minutes and the indicator works on every market I trade. Solid value for the price.',
    rating: 4,
    display: false,
  },
];

// ---------------------------------------------------------------------------
// Bot and demo personas (dev sign-in, never enabled in production)
// ---------------------------------------------------------------------------

export const BOT: { id: 'bot'; name: string; email: string; image: string } = {
  id: 'bot',
  name: 'Desk Bot',
  email: 'bot@bluebadge.local',
  image: '/images/avatars/bot.svg',
};

/** The bot's client ids of the starter messages: the import takes them away again. */
export const STARTER_CLIENT_ID_PREFIX = 'starter:';

export interface StarterMessage {
  channel: 'intro' | 'faq' | 'announcements';
  /** Keys the message for the seeder, so it is written once whatever happens later. */
  clientId: string;
  text: string;
}

/**
 * What a new member reads first, posted by the bot into the read-only channels of a community
 * that has never used them (the seeder skips a channel that has any message). The founder
 * deletes or outposts them like any message.
 */
export const STARTER_MESSAGES: StarterMessage[] = [
  {
    channel: 'intro',
    clientId: STARTER_CLIENT_ID_PREFIX + 'intro:welcome',
    text: 'Welcome to Blue Badge! This is a community of traders who learn together: analysts share their calls, members talk markets, and the team answers questions.',
  },
  {
    channel: 'intro',
    clientId: STARTER_CLIENT_ID_PREFIX + 'intro:how',
    text: 'Where to start: say hello in #general, pick the markets you follow in #claim (crypto, forex, stocks, free signals) to open their channels, and vote in #polls. Beginners have their own room, #begginer.',
  },
  {
    channel: 'intro',
    clientId: STARTER_CLIENT_ID_PREFIX + 'intro:help',
    text: 'Need help with your account or a purchase? Open a ticket from #ask: only you and the support team can read it. Please keep the rules: be respectful, no spam, no financial advice presented as certainty.',
  },
  {
    channel: 'faq',
    clientId: STARTER_CLIENT_ID_PREFIX + 'faq:pointer',
    text: 'The questions members ask most are answered on the home page, under FAQ. In short: access comes with your payment at once; signals last 7 days from purchase; credits from invites buy products in the redeem store; and the team is one ticket away in #ask.',
  },
  {
    channel: 'announcements',
    clientId: STARTER_CLIENT_ID_PREFIX + 'announcements:open',
    text: 'The community is open. Premium signals are posted in the signals room, live classes are listed under Learn, and members who invite friends earn credits on the Marketing page. News from the team will appear here.',
  },
];

export const DEMO_PERSONAS: SeedPersona[] = [
  {
    as: 'founder',
    id: 'demo-founder',
    name: 'Elena Varga',
    email: 'founder@demo.bluebadge.local',
    image: '/images/avatars/founder.svg',
    roles: ['founder', 'free_member'],
    credits: '0',
  },
  {
    as: 'admin',
    id: 'demo-admin',
    name: 'Marcus Hale',
    email: 'admin@demo.bluebadge.local',
    image: '/images/avatars/admin.svg',
    roles: ['admin', 'free_member'],
    credits: '0',
  },
  {
    as: 'analyst',
    id: 'demo-analyst',
    name: 'Priya Raman',
    email: 'analyst@demo.bluebadge.local',
    image: '/images/avatars/analyst.svg',
    roles: ['analyst', 'free_member'],
    credits: '0',
  },
  {
    as: 'support',
    id: 'demo-support',
    name: 'Tom Becker',
    email: 'support@demo.bluebadge.local',
    image: '/images/avatars/support.svg',
    roles: ['support', 'free_member'],
    credits: '0',
  },
  {
    as: 'marketing',
    id: 'demo-marketing',
    name: 'Sofia Lindqvist',
    email: 'marketing@demo.bluebadge.local',
    image: '/images/avatars/marketing.svg',
    roles: ['marketing', 'free_member'],
    credits: '3.40',
  },
  {
    as: 'premium',
    id: 'demo-premium',
    name: 'Jamal Carter',
    email: 'premium@demo.bluebadge.local',
    image: '/images/avatars/premium.svg',
    roles: ['blue_badge_trader', 'premium_signals', 'premium_trader', 'free_member'],
    credits: '0',
  },
  {
    as: 'free',
    id: 'demo-free',
    name: 'Nina Okafor',
    email: 'free@demo.bluebadge.local',
    image: '/images/avatars/free.svg',
    roles: ['free_member'],
    credits: '0',
  },
];

/**
 * The starting list of banned words (matched case-insensitively inside messages). Founders and
 * admins edit it in the product; this only seeds an empty database.
 */
export const BANNED_WORDS: string[] = [
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'asshole',
  'bastard',
  'retard',
  'scammer',
];
