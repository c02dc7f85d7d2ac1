import {
  ADMIN_LIMITS,
  canManageProducts,
  MANAGE_PRODUCTS_REFUSAL,
  NEW_PRODUCT_ROLE_KEYS,
  PRODUCT_ROLE_KEYS,
  PRODUCT_SLUG,
  PRODUCT_SLUG_RULE,
  PRODUCT_TYPES,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badgeTierSchema, roleKeySchema } from '../../domain-schemas';
import { errorResponses, fileResponse } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { FileStorage } from '../../plugins/storage';
import { productFields, type ProductWithTiers } from '../catalog';
import { readProductImage, readUploadedFile, storeProductImage } from '../uploads';
import { priceField, consoleRoutes, textField, type AdminDeps } from './guard';
import {
  archiveProduct,
  createProduct,
  editProduct,
  listProducts,
  putGalleryPicture,
  restoreGalleryPicture,
  seededGallery,
} from './products-service';

const featureList = z
  .array(textField('A feature', ADMIN_LIMITS.product.feature))
  .max(
    ADMIN_LIMITS.product.features,
    `A product lists at most ${ADMIN_LIMITS.product.features} features`,
  );

const tierSchema = z
  .object({
    tier: badgeTierSchema,
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

const slugField = (label: string) =>
  z.string().trim().regex(PRODUCT_SLUG, `${label} ${PRODUCT_SLUG_RULE}`);

/** A product made in the console (decision 0059): no tiers, never the badge's role. */
const newProductSchema = z
  .object({
    key: slugField('The key'),
    nameInUrl: slugField('The URL name'),
    title: textField('Title', ADMIN_LIMITS.product.title),
    description: textField('Description', ADMIN_LIMITS.product.description),
    imageUrl: z.string().max(300),
    originalPrice: priceField('Price'),
    salePrice: priceField('Sale price').nullable().default(null),
    role: z.enum(NEW_PRODUCT_ROLE_KEYS, {
      message: `Role must be one of: ${NEW_PRODUCT_ROLE_KEYS.join(', ')}`,
    }),
    type: z.enum(PRODUCT_TYPES, { message: `Type must be one of: ${PRODUCT_TYPES.join(', ')}` }),
    features: featureList.default([]),
  })
  .strict();

const adminProductSchema = z.object({
  key: z.string(),
  nameInUrl: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  originalPrice: z.number(),
  salePrice: z.number().nullable(),
  role: roleKeySchema,
  type: z.enum(PRODUCT_TYPES),
  features: z.array(z.string()),
  /** The pictures of the product page's gallery, one per slot. */
  gallery: z.array(z.string()),
  /** Sold by a one-time purchase; false when only as a membership (decision 0071). */
  soldOnce: z.boolean(),
  /** The picture each slot was seeded with, which "put back" restores. */
  seededGallery: z.array(z.string()),
  tiers: z.array(
    z.object({
      tier: badgeTierSchema,
      title: z.string(),
      price: z.number(),
      features: z.array(z.string()),
      soldOnce: z.boolean(),
    }),
  ),
  updatedAt: z.string(),
  archivedAt: z
    .string()
    .nullable()
    .describe('Taken off the storefront then (decision 0059); its orders keep working'),
});

const galleryParams = z.object({
  key: z.string().max(100),
  slot: z.coerce.number().int('A slot is 1, 2 or 3').min(1, 'Slots start at 1').max(100),
});

function presentAdminProduct(product: ProductWithTiers): z.infer<typeof adminProductSchema> {
  return {
    ...productFields(product),
    seededGallery: seededGallery(product.key),
    updatedAt: product.updatedAt.toISOString(),
    archivedAt: product.archivedAt?.toISOString() ?? null,
  };
}

export function registerAdminProductRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { storage: FileStorage; catalogChanged: () => void },
) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;
  const changedResponse = {
    200: z.object({ product: adminProductSchema }),
    ...errorResponses(400, 401, 403, 404),
  };
  /** The answer to a change: the storefront drops its cached catalog and shows it at once. */
  const changed = (product: ProductWithTiers) => {
    deps.catalogChanged();
    return { product: presentAdminProduct(product) };
  };

  routes.get('/api/admin/products', {
    schema: {
      tags: ['admin'],
      summary: 'Every product with everything the console edits',
      response: {
        200: z.object({ products: z.array(adminProductSchema) }),
        ...errorResponses(401, 403),
      },
    },
    ...adminOnly,
    handler: async () => {
      return { products: (await listProducts(db)).map(presentAdminProduct) };
    },
  });

  const founderOnly = createRouteGuards(deps).authorize(canManageProducts, MANAGE_PRODUCTS_REFUSAL);

  routes.post('/api/admin/products', {
    schema: {
      tags: ['admin'],
      summary: 'Add a product to the shop (founder only); the storefront shows it at once',
      body: newProductSchema,
      response: {
        201: z.object({ product: adminProductSchema }),
        ...errorResponses(400, 401, 403, 409),
      },
    },
    ...founderOnly,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(changed(await createProduct(db, deps.storage, request.actor.id, request.body))),
  });

  routes.post('/api/admin/products/:key/archive', {
    schema: {
      tags: ['admin'],
      summary:
        'Take a product off the storefront (founder only); its orders, keys and downloads keep working',
      params: z.object({ key: z.string().max(100) }),
      response: { ...changedResponse, ...errorResponses(409) },
    },
    ...founderOnly,
    handler: async (request) =>
      changed(await archiveProduct(db, request.actor.id, request.params.key)),
  });

  routes.patch('/api/admin/products/:key', {
    schema: {
      tags: ['admin'],
      summary: 'Change a product; the storefront shows it at once',
      params: z.object({ key: z.string().max(100) }),
      body: productPatch,
      response: changedResponse,
    },
    ...adminOnly,
    handler: async (request) =>
      changed(
        await editProduct(db, deps.storage, request.actor.id, request.params.key, request.body),
      ),
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
    ...adminOnly,
    handler: async (request, reply) => {
      const bytes = await readUploadedFile(request, 'the picture');
      return reply.status(201).send({ url: await storeProductImage(deps.storage, bytes) });
    },
  });

  routes.put('/api/admin/products/:key/gallery/:slot', {
    schema: {
      tags: ['admin'],
      summary: 'Show an uploaded picture in one slot of the product page gallery',
      params: galleryParams,
      body: z.object({ imageUrl: z.string().max(300) }).strict(),
      response: changedResponse,
    },
    ...adminOnly,
    handler: async (request) =>
      changed(
        await putGalleryPicture(db, deps.storage, request.actor.id, {
          ...request.params,
          imageUrl: request.body.imageUrl,
        }),
      ),
  });

  routes.post('/api/admin/products/:key/gallery/:slot/restore', {
    schema: {
      tags: ['admin'],
      summary: 'Put the seeded picture back in one slot of the product page gallery',
      params: galleryParams,
      response: changedResponse,
    },
    ...adminOnly,
    handler: async (request) =>
      changed(await restoreGalleryPicture(db, request.actor.id, request.params)),
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
