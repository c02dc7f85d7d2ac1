import type { Database } from '../../db/client';
import { presentProduct } from './present';
import { listProductsForSale, type ProductWithTiers } from './repo';

/** How long a loaded list may serve before it is read again, should an invalidation be lost. */
const CATALOG_MAX_AGE_MS = 30_000;

interface Loaded {
  loadedAt: number;
  products: Promise<ProductWithTiers[]>;
  signedOutBody?: Promise<string>;
}

/**
 * The storefront's product list (archived products left out), kept in memory: every visitor asks for it, and it changes only
 * when an admin edits a product, which calls `invalidate` after the commit (on every instance,
 * see app.ts). Cart and checkout still read the database inside their transactions: what a
 * buyer pays never comes from here.
 */
export function createCatalogCache(db: Database) {
  let loaded: Loaded | undefined;
  const current = (): Loaded => {
    if (!loaded || Date.now() - loaded.loadedAt > CATALOG_MAX_AGE_MS) {
      const entry: Loaded = { loadedAt: Date.now(), products: listProductsForSale(db) };
      // A failed read is not kept: the next request tries the database again.
      entry.products.catch(() => {
        if (loaded === entry) loaded = undefined;
      });
      loaded = entry;
    }
    return loaded;
  };
  return {
    products: (): Promise<ProductWithTiers[]> => current().products,
    /** The JSON body of the product list for signed-out visitors, serialized once per load. */
    signedOutBody(): Promise<string> {
      const entry = current();
      entry.signedOutBody ??= entry.products.then((list) =>
        JSON.stringify({ products: list.map((product) => presentProduct(product, null)) }),
      );
      return entry.signedOutBody;
    },
    invalidate(): void {
      loaded = undefined;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
