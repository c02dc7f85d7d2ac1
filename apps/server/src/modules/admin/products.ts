import { ADMIN_LIMITS, isValidSale, PRODUCT_ROLE_KEYS, tierFreeUnderSale } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { products, productTiers } from '../../db/schema';
import { PRODUCTS as SEEDED_PRODUCTS } from '../../db/seed-content';
import { badRequest, notFound } from '../../errors';
import { errorResponses, fileResponse, readMultipart } from '../../http';
import type { FileStorage } from '../../plugins/storage';
import { findProductsByKeys, listProducts, type ProductWithTiers } from '../catalog/repo';
import { recordAudit } from '../moderation/repo';
import {
  fileTooLarge,
  isStoredProductImage,
  readProductImage,
  storeProductImage,
} from '../uploads/service';
import { priceField, requireAdmin, textField, type AdminDeps } from './guard';

const featureList = z
  .array(textField('A feature', ADMIN_LIMITS.product.feature))
  .max(
    ADMIN_LIMITS.product.features,
    `A product lists at most ${ADMIN_LIMITS.product.features} features`,
  );

const tierSchema = z
  .object({
    tier: z.number().int().min(1).max(3),
    title: textField('Tier title', ADMIN_LIMITS.product.title),
    price: priceField('Tier price'),
    features: featureList,
  })
  .strict();

const productPatch = z
  .object({
    title: textField('Title', ADMIN_LIMITS.product.title),
    description: textField('Description', ADMIN_LIMITS.product.description),
    imageUrl: z.string().max(300),
    originalPrice: priceField('Original price'),
    salePrice: priceField('Sale price').nullable(),
    role: z.enum(PRODUCT_ROLE_KEYS, {
      message: `Role must be one of: ${PRODUCT_ROLE_KEYS.join(', ')}`,
    }),
    features: featureList,
    tiers: z.array(tierSchema).max(3),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Say what to change');

const adminProductSchema = z.object({
  key: z.string(),
  nameInUrl: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  originalPrice: z.number(),
  salePrice: z.number().nullable(),
  role: z.string(),
  type: z.enum(['indicator', 'course', 'signals']),
  features: z.array(z.string()),
  /** The pictures of the product page's gallery, one per slot. */
  gallery: z.array(z.string()),
  /** The picture each slot was seeded with, which "put back" restores. */
  seededGallery: z.array(z.string()),
  tiers: z.array(
    z.object({
      tier: z.number(),
      title: z.string(),
      price: z.number(),
      features: z.array(z.string()),
    }),
  ),
  updatedAt: z.string(),
});

/** The gallery a product was seeded with: its slots, and what "put back" restores in each. */
const seededGallery = (key: string): string[] =>
  SEEDED_PRODUCTS.find((seeded) => seeded.key === key)?.gallery ?? [];

const galleryParams = z.object({
  key: z.string().max(100),
  slot: z.coerce.number().int('A slot is 1, 2 or 3').min(1, 'Slots start at 1').max(100),
});

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
  const [locked] = await tx
    .select({ id: products.id, gallery: products.gallery })
    .from(products)
    .where(eq(products.key, key))
    .for('update');
  if (!locked) throw notFound('No such product');
  const seeded = seededGallery(key);
  if (slot > seeded.length)
    throw notFound(
      seeded.length === 0
        ? 'This product has no gallery'
        : `This gallery has ${seeded.length} pictures: slots 1 to ${seeded.length}`,
    );
  // A slot missing from the stored list shows its seeded picture.
  const gallery = seeded.map((seededPicture, i) => locked.gallery[i] ?? seededPicture);
  const before = gallery[slot - 1]!;
  gallery[slot - 1] = picture(seeded[slot - 1]!);
  await tx
    .update(products)
    .set({ gallery, updatedAt: new Date() })
    .where(eq(products.id, locked.id));
  const [product] = await findProductsByKeys(tx, [key]);
  return { product: product!, before };
}

function presentAdminProduct(product: ProductWithTiers): z.infer<typeof adminProductSchema> {
  return {
    key: product.key,
    nameInUrl: product.nameInUrl,
    title: product.title,
    description: product.description,
    imageUrl: product.imageUrl,
    originalPrice: product.originalPrice,
    salePrice: product.salePrice,
    role: product.role,
    type: product.type,
    features: product.features,
    gallery: product.gallery,
    seededGallery: seededGallery(product.key),
    tiers: product.tiers.map(({ tier, title, price, features }) => ({
      tier,
      title,
      price,
      features,
    })),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/**
 * Checks what zod can't see alone: the patch against the product it changes. `imageStored`
 * says whether the patch's picture is an uploaded one (looked up before the product is locked).
 */
function assertPatchFits(
  product: ProductWithTiers,
  patch: z.infer<typeof productPatch>,
  imageStored: boolean,
) {
  if (patch.imageUrl !== undefined && patch.imageUrl !== product.imageUrl && !imageStored)
    throw badRequest('Upload the picture first: imageUrl must be an uploaded product image');
  // A tiered product's original price is tier 1's (unitPrice takes a sale off every tier).
  const tierOne = (patch.tiers ?? product.tiers).find((t) => t.tier === 1)?.price;
  if (tierOne !== undefined && patch.originalPrice !== undefined && patch.originalPrice !== tierOne)
    throw badRequest(
      "For a product with tiers, the original price is tier 1's price: change tier 1 instead",
      'original_is_tier_one',
    );
  const original = tierOne ?? patch.originalPrice ?? product.originalPrice;
  const sale = patch.salePrice === undefined ? product.salePrice : patch.salePrice;
  if (!isValidSale(original, sale))
    throw badRequest('The sale price must be lower than the original price', 'sale_not_lower');
  if (patch.tiers) {
    const wanted = product.tiers.map((t) => t.tier).sort();
    const given = patch.tiers.map((t) => t.tier).sort();
    if (wanted.length === 0) throw badRequest('This product has no tiers', 'no_tiers');
    if (given.join() !== wanted.join())
      throw badRequest(`Give every tier once: ${wanted.join(', ')}`, 'tiers_mismatch');
  }
  const free = tierFreeUnderSale({
    originalPrice: original,
    salePrice: sale,
    tiers: patch.tiers ?? product.tiers,
  });
  if (free !== null)
    throw badRequest(
      `With this sale tier ${free} would cost nothing: raise the sale price or tier ${free}'s price`,
      'sale_too_deep',
    );
}

export function registerAdminProductRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { storage: FileStorage; catalogChanged: () => void },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, session } = deps;

  routes.get('/api/admin/products', {
    schema: {
      tags: ['admin'],
      summary: 'Every product with everything the console edits',
      response: {
        200: z.object({ products: z.array(adminProductSchema) }),
        ...errorResponses(401, 403),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      await requireAdmin(deps, request);
      return { products: (await listProducts(db)).map(presentAdminProduct) };
    },
  });

  routes.patch('/api/admin/products/:key', {
    schema: {
      tags: ['admin'],
      summary: 'Change a product; the storefront shows it at once',
      params: z.object({ key: z.string().max(100) }),
      body: productPatch,
      response: {
        200: z.object({ product: adminProductSchema }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      const actor = await requireAdmin(deps, request);
      const { tiers, ...fields } = request.body;
      const imageStored =
        fields.imageUrl !== undefined &&
        (await isStoredProductImage(deps.storage, fields.imageUrl));
      const updated = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.key, request.params.key))
          .for('update');
        const [product] = locked ? await findProductsByKeys(tx, [request.params.key]) : [];
        if (!product) throw notFound('No such product');
        assertPatchFits(product, request.body, imageStored);
        const tierOne = tiers?.find((t) => t.tier === 1)?.price;
        await tx
          .update(products)
          .set({
            ...fields,
            ...(tierOne !== undefined && { originalPrice: tierOne }),
            updatedAt: new Date(),
          })
          .where(eq(products.id, product.id));
        for (const tier of tiers ?? []) {
          const { title, price, features } = tier;
          await tx
            .update(productTiers)
            .set({ title, price, features })
            .where(eq(productTiers.id, product.tiers.find((t) => t.tier === tier.tier)!.id));
        }
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'product-update',
          details: {
            product: product.key,
            title: product.title,
            changed: Object.keys(request.body),
          },
        });
        const [fresh] = await findProductsByKeys(tx, [product.key]);
        return fresh!;
      });
      deps.catalogChanged();
      return { product: presentAdminProduct(updated) };
    },
  });

  routes.post('/api/admin/product-images', {
    schema: {
      tags: ['admin'],
      summary: 'Upload a product picture (multipart field `file`, 8 MB at most)',
      consumes: ['multipart/form-data'],
      response: {
        201: z.object({ url: z.string() }),
        ...errorResponses(400, 401, 403, 413, 415),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request, reply) => {
      await requireAdmin(deps, request);
      if (!request.isMultipart())
        throw badRequest('Send the picture as multipart/form-data', 'not_multipart');
      const bytes = await readMultipart(async () => {
        const part = await request.file();
        if (!part) throw badRequest('Attach the picture (field `file`)', 'file_required');
        const file = await part.toBuffer();
        if (part.file.truncated) throw fileTooLarge();
        return file;
      });
      return reply.status(201).send({ url: await storeProductImage(deps.storage, bytes) });
    },
  });

  /** Sets one gallery slot, records it in the audit log, and refreshes the catalogue. */
  async function changeGallerySlot(
    actorId: string,
    key: string,
    slot: number,
    action: 'product-gallery-update' | 'product-gallery-restore',
    change: { pick: (seeded: string) => string; details: Record<string, unknown> },
  ) {
    const product = await db.transaction(async (tx) => {
      const { product, before } = await setGalleryPicture(tx, key, slot, change.pick);
      await recordAudit(tx, {
        actorId,
        action,
        details: { product: key, title: product.title, slot, before, ...change.details },
      });
      return product;
    });
    deps.catalogChanged();
    return product;
  }

  routes.put('/api/admin/products/:key/gallery/:slot', {
    schema: {
      tags: ['admin'],
      summary: 'Show an uploaded picture in one slot of the product page gallery',
      params: galleryParams,
      body: z.object({ imageUrl: z.string().max(300) }).strict(),
      response: {
        200: z.object({ product: adminProductSchema }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      const actor = await requireAdmin(deps, request);
      const { key, slot } = request.params;
      const { imageUrl } = request.body;
      if (!(await isStoredProductImage(deps.storage, imageUrl)))
        throw badRequest('Upload the picture first: imageUrl must be an uploaded product image');
      const product = await changeGallerySlot(actor.id, key, slot, 'product-gallery-update', {
        pick: () => imageUrl,
        details: { after: imageUrl },
      });
      return { product: presentAdminProduct(product) };
    },
  });

  routes.post('/api/admin/products/:key/gallery/:slot/restore', {
    schema: {
      tags: ['admin'],
      summary: 'Put the seeded picture back in one slot of the product page gallery',
      params: galleryParams,
      response: {
        200: z.object({ product: adminProductSchema }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      const actor = await requireAdmin(deps, request);
      const { key, slot } = request.params;
      const product = await changeGallerySlot(actor.id, key, slot, 'product-gallery-restore', {
        pick: (seeded) => seeded,
        details: {},
      });
      return { product: presentAdminProduct(product) };
    },
  });

  routes.get('/api/product-images/:name', {
    schema: {
      tags: ['catalog'],
      summary: 'A product picture (public)',
      params: z.object({ name: z.string().max(100) }),
      response: {
        200: fileResponse('image/webp', 'The picture, re-encoded as WebP'),
        ...errorResponses(404),
      },
    },
    handler: async (request, reply) => {
      const image = await readProductImage(deps.storage, request.params.name);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  });
}
