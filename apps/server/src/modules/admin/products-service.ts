import { COPY, isValidSale, tierFreeUnderSale, type ProductType, type RoleKey } from '@bbt/domain';
import type { Database, Tx } from '../../db/client';
import { PRODUCTS as SEEDED_PRODUCTS } from '../../db/seed-content';
import { badRequest, conflict, notFound } from '../../errors';
import type { FileStorage } from '../../plugins/storage';
import { findProductsByKeys, type ProductWithTiers } from '../catalog';
import { recordAudit } from '../audit';
import { isStoredProductImage } from '../uploads';
import {
  archiveProductRow,
  findProductNamed,
  insertProduct,
  lockProduct,
  updateProduct,
  updateTier,
  type ProductFields,
  type TierFields,
} from './products-repo';

export { listProducts } from '../catalog';

/** Only the fields that change; `tiers` names each tier it rewrites. */
export type ProductPatch = Omit<ProductFields, 'gallery'> & {
  tiers?: Array<TierFields & { tier: number }>;
};

/** The gallery a product was seeded with: its slots, and what "put back" restores in each. */
export const seededGallery = (key: string): string[] =>
  SEEDED_PRODUCTS.find((seeded) => seeded.key === key)?.gallery ?? [];

const notUploaded = () => badRequest(COPY.server.admin.notUploaded);

/**
 * Checks what zod can't see alone: the patch against the product it changes. `imageStored`
 * says whether the patch's picture is an uploaded one (looked up before the product is locked).
 */
function assertPatchFits(product: ProductWithTiers, patch: ProductPatch, imageStored: boolean) {
  if (patch.imageUrl !== undefined && patch.imageUrl !== product.imageUrl && !imageStored)
    throw notUploaded();
  // A tiered product's original price is tier 1's (unitPrice takes a sale off every tier).
  const tierOne = (patch.tiers ?? product.tiers).find((t) => t.tier === 1)?.price;
  if (tierOne !== undefined && patch.originalPrice !== undefined && patch.originalPrice !== tierOne)
    throw badRequest(COPY.server.admin.originalIsTierOne, 'original_is_tier_one');
  const original = tierOne ?? patch.originalPrice ?? product.originalPrice;
  const sale = patch.salePrice === undefined ? product.salePrice : patch.salePrice;
  if (!isValidSale(original, sale))
    throw badRequest(COPY.server.admin.saleNotLower, 'sale_not_lower');
  if (patch.tiers) {
    const wanted = product.tiers.map((t) => t.tier).sort();
    const given = patch.tiers.map((t) => t.tier).sort();
    if (wanted.length === 0) throw badRequest(COPY.server.admin.noTiers, 'no_tiers');
    if (given.join() !== wanted.join())
      throw badRequest(COPY.server.admin.everyTierOnce(wanted.join(', ')), 'tiers_mismatch');
  }
  const free = tierFreeUnderSale({
    originalPrice: original,
    salePrice: sale,
    tiers: patch.tiers ?? product.tiers,
  });
  if (free !== null) throw badRequest(COPY.server.admin.saleTooDeep(free), 'sale_too_deep');
}

/** A product made in the console (decision 0059): no tiers, a role of NEW_PRODUCT_ROLE_KEYS. */
export interface NewProduct {
  key: string;
  nameInUrl: string;
  title: string;
  description: string;
  imageUrl: string;
  originalPrice: number;
  salePrice: number | null;
  role: RoleKey;
  type: ProductType;
  features: string[];
}

/**
 * Adds a product to the shop (the founder's, decision 0059), in the audit log: its picture an
 * uploaded one, its sale lower than its price, its key and URL name free (409 when taken).
 */
export async function createProduct(
  db: Database,
  storage: FileStorage,
  actorId: string,
  input: NewProduct,
): Promise<ProductWithTiers> {
  if (!(await isStoredProductImage(storage, input.imageUrl))) throw notUploaded();
  if (!isValidSale(input.originalPrice, input.salePrice))
    throw badRequest(COPY.server.admin.saleNotLower, 'sale_not_lower');
  return db.transaction(async (tx) => {
    // Two products made at once with one key: the unique index refuses the second's insert.
    const taken = await findProductNamed(tx, input.key, input.nameInUrl);
    if (taken)
      throw conflict(
        taken.key === input.key
          ? COPY.server.admin.keyTaken(input.key)
          : COPY.server.admin.urlNameTaken(input.nameInUrl),
        'product_exists',
      );
    await insertProduct(tx, input);
    await recordAudit(tx, {
      actorId,
      action: 'product-create',
      details: { product: input.key, title: input.title, price: input.originalPrice },
    });
    const [created] = await findProductsByKeys(tx, [input.key]);
    return created!;
  });
}

/**
 * Takes a product off the storefront (decision 0059): no longer listed, shown, put in a cart or
 * ordered. Its paid orders, keys, downloads and what they granted are untouched, and an order
 * made before can still be paid. Audited; archiving twice is a 409.
 */
export async function archiveProduct(
  db: Database,
  actorId: string,
  key: string,
): Promise<ProductWithTiers> {
  return db.transaction(async (tx) => {
    const locked = await lockProduct(tx, key);
    const [product] = locked ? await findProductsByKeys(tx, [key]) : [];
    if (!product) throw notFound(COPY.server.catalog.noSuchProduct);
    if (!(await archiveProductRow(tx, product.id)))
      throw conflict(COPY.server.admin.archivedAlready(product.title), 'already_archived');
    await recordAudit(tx, {
      actorId,
      action: 'product-archive',
      details: { product: product.key, title: product.title },
    });
    const [archived] = await findProductsByKeys(tx, [key]);
    return archived!;
  });
}

/** Changes a product and its tiers under a lock on its row, in the audit log. */
export async function editProduct(
  db: Database,
  storage: FileStorage,
  actorId: string,
  key: string,
  patch: ProductPatch,
): Promise<ProductWithTiers> {
  const { tiers, ...fields } = patch;
  const imageStored =
    fields.imageUrl !== undefined && (await isStoredProductImage(storage, fields.imageUrl));
  return db.transaction(async (tx) => {
    const locked = await lockProduct(tx, key);
    const [product] = locked ? await findProductsByKeys(tx, [key]) : [];
    if (!product) throw notFound(COPY.server.catalog.noSuchProduct);
    assertPatchFits(product, patch, imageStored);
    const tierOne = tiers?.find((t) => t.tier === 1)?.price;
    await updateProduct(tx, product.id, {
      ...fields,
      ...(tierOne !== undefined && { originalPrice: tierOne }),
    });
    for (const tier of tiers ?? []) {
      const { title, price, features } = tier;
      await updateTier(tx, product.tiers.find((t) => t.tier === tier.tier)!.id, {
        title,
        price,
        features,
      });
    }
    await recordAudit(tx, {
      actorId,
      action: 'product-update',
      details: { product: product.key, title: product.title, changed: Object.keys(patch) },
    });
    const [fresh] = await findProductsByKeys(tx, [product.key]);
    return fresh!;
  });
}

/**
 * Puts `picture` in one gallery slot of the product, under a lock on its row, and answers the
 * product as it now is. Slots are the seeded gallery's (the badge has 3); a product without a
 * gallery has no slots.
 */
async function setGalleryPicture(
  tx: Tx,
  key: string,
  slot: number,
  picture: (seeded: string) => string,
): Promise<{ product: ProductWithTiers; before: string }> {
  const locked = await lockProduct(tx, key);
  if (!locked) throw notFound(COPY.server.catalog.noSuchProduct);
  const seeded = seededGallery(key);
  if (slot > seeded.length)
    throw notFound(
      seeded.length === 0
        ? COPY.server.admin.noGallery
        : COPY.server.admin.gallerySlots(seeded.length),
    );
  // A slot missing from the stored list shows its seeded picture.
  const gallery = seeded.map((seededPicture, i) => locked.gallery[i] ?? seededPicture);
  const before = gallery[slot - 1]!;
  gallery[slot - 1] = picture(seeded[slot - 1]!);
  await updateProduct(tx, locked.id, { gallery });
  const [product] = await findProductsByKeys(tx, [key]);
  return { product: product!, before };
}

/** Sets one gallery slot and records it in the audit log. */
function changeGallerySlot(
  db: Database,
  actorId: string,
  key: string,
  slot: number,
  action: 'product-gallery-update' | 'product-gallery-restore',
  change: { pick: (seeded: string) => string; details: Record<string, unknown> },
): Promise<ProductWithTiers> {
  return db.transaction(async (tx) => {
    const { product, before } = await setGalleryPicture(tx, key, slot, change.pick);
    await recordAudit(tx, {
      actorId,
      action,
      details: { product: key, title: product.title, slot, before, ...change.details },
    });
    return product;
  });
}

/** Shows an uploaded picture in one slot of the product page gallery. */
export async function putGalleryPicture(
  db: Database,
  storage: FileStorage,
  actorId: string,
  { key, slot, imageUrl }: { key: string; slot: number; imageUrl: string },
): Promise<ProductWithTiers> {
  if (!(await isStoredProductImage(storage, imageUrl))) throw notUploaded();
  return changeGallerySlot(db, actorId, key, slot, 'product-gallery-update', {
    pick: () => imageUrl,
    details: { after: imageUrl },
  });
}

/** Puts the seeded picture back in one slot of the product page gallery. */
export function restoreGalleryPicture(
  db: Database,
  actorId: string,
  { key, slot }: { key: string; slot: number },
): Promise<ProductWithTiers> {
  return changeGallerySlot(db, actorId, key, slot, 'product-gallery-restore', {
    pick: (seeded) => seeded,
    details: {},
  });
}
