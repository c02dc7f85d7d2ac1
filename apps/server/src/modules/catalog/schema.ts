import { PRODUCT_TYPES, type BadgeTier, type RoleKey } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    nameInUrl: text('name_in_url').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    originalPrice: numeric('original_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    salePrice: numeric('sale_price', { precision: 10, scale: 2, mode: 'number' }),
    role: text('role').$type<RoleKey>().notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /**
     * Sold by a one-time purchase (the cart); the founder may sell it only as a subscription
     * (decision 0071). A product with tiers says it per tier.
     */
    soldOnce: boolean('sold_once').notNull().default(true),
    /**
     * Taken off the storefront by the founder (decision 0059): no longer listed, shown or sold;
     * orders, keys and downloads of it keep working.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_original_price_positive', sql`${t.originalPrice} > 0`),
    check('products_sale_price_positive', sql`${t.salePrice} is null or ${t.salePrice} > 0`),
  ],
);

export const productTiers = pgTable(
  'product_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tier: smallint('tier').$type<BadgeTier>().notNull(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Sold by a one-time purchase; false when the founder sells the tier only as a subscription. */
    soldOnce: boolean('sold_once').notNull().default(true),
  },
  (t) => [
    uniqueIndex('product_tiers_product_tier_idx').on(t.productId, t.tier),
    check('product_tiers_price_positive', sql`${t.price} > 0`),
  ],
);
