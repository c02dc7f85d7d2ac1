import { ADMIN_LIMITS, isValidSale, PRODUCT_ROLE_KEYS, tierFreeUnderSale } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { products, productTiers } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { errorResponses, readMultipart } from '../../http';
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

  routes.get('/api/product-images/:name', {
    schema: {
      tags: ['catalog'],
      summary: 'A product picture (public)',
      params: z.object({ name: z.string().max(100) }),
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
