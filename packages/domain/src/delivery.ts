import {
  entitledRoles,
  ENTITLED_FILES,
  mayDownload,
  type EntitledFile,
  type EntitlementHolder,
} from './entitlements';
import type { PurchaseKind } from './purchases';

/*
 * Digital delivery (decision 0045): the files a product hands over, the license key of the
 * indicator and the hand step of its invite-only TradingView script. Who may download what is
 * read from the entitlement table (decision 0042): the manual through its file gate, the
 * indicator's package through the indicator's role, which tier 1 and up include.
 */

/** The files kept in storage: the tiers' manual, and the indicator's package. */
export const PRODUCT_FILES = [...ENTITLED_FILES, 'indicator-package'] as const;
export type ProductFile = (typeof PRODUCT_FILES)[number];

/** How a file is named and typed when it is downloaded, and what an upload must be. */
export const PRODUCT_FILE_INFO: Record<
  ProductFile,
  { title: string; fileName: string; contentType: 'application/pdf' | 'application/zip' }
> = {
  'trading-manual': {
    title: 'The Blue Badge trading manual',
    fileName: 'blue-badge-trading-manual.pdf',
    contentType: 'application/pdf',
  },
  'indicator-package': {
    title: 'The Blue Badge indicator package',
    fileName: 'blue-badge-indicator.zip',
    contentType: 'application/zip',
  },
};

const isEntitledFile = (file: ProductFile): file is EntitledFile =>
  (ENTITLED_FILES as readonly string[]).includes(file);

/** Whether the holder owns the file now: a tier's file gate, or the indicator's role. */
export function mayDownloadFile(holder: EntitlementHolder, file: ProductFile): boolean {
  if (isEntitledFile(file)) return mayDownload(holder, file);
  return entitledRoles(holder).premium_trader === true;
}

/** The files buying a product hands over, by the role the product sells. */
export function filesDeliveredBy(productRole: string): ProductFile[] {
  if (productRole === 'premium_trader') return ['indicator-package'];
  if (productRole === 'blue_badge_trader') return ['trading-manual', 'indicator-package'];
  return [];
}

/**
 * Whether an order line hands over the indicator, with its license key and TradingView invite:
 * the indicator bought, or a badge tier bought (every tier includes it). An upgrade or a renewal
 * gives nothing new: the first purchase's key stays.
 */
export const deliversIndicator = (line: { role: string; purchase: PurchaseKind }): boolean =>
  line.role === 'premium_trader' || (line.role === 'blue_badge_trader' && line.purchase === 'buy');

/** TradingView usernames: letters, digits and underscores, as TradingView accepts them. */
const TRADINGVIEW_USERNAME = /^[A-Za-z0-9_]{3,30}$/;

/** Why a TradingView username can't be used, or null when it can. */
export function tradingViewUsernameProblem(name: string): string | null {
  if (name.length === 0) return 'Enter your TradingView username: the indicator is shared with it';
  if (!TRADINGVIEW_USERNAME.test(name))
    return 'A TradingView username is 3 to 30 letters, digits or underscores';
  return null;
}

/** How long a signed download link works: enough to click it, too little to pass it around. */
export const DOWNLOAD_LINK_MINUTES = 15;

/**
 * Whether a checkout asks for the buyer's TradingView username: a line hands over the
 * indicator and the buyer does not hold it yet (a holder gave theirs with the first purchase).
 */
export const needsTradingViewUsername = (
  holder: EntitlementHolder,
  lines: ReadonlyArray<{ role: string; purchase: PurchaseKind }>,
): boolean => !entitledRoles(holder).premium_trader && lines.some(deliversIndicator);
