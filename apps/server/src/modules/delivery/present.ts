import { PRODUCT_FILES, type EntitlementHolder } from '@bbt/domain';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { listProducts } from '../catalog';
import { downloadLinksFor } from './files';
import { listLicenseKeysOf } from './repo';

export const downloadLinkSchema = z.object({
  file: z.enum(PRODUCT_FILES),
  title: z.string(),
  fileName: z.string(),
  url: z.string().describe('A signed link for the signed-in member, working until expiresAt'),
  expiresAt: z.string(),
});

export const orderDeliverySchema = z
  .object({
    licenseKeys: z.array(
      z.object({
        key: z.string(),
        product: z.string(),
        revoked: z.boolean().describe('Revoked with the refund of its order'),
      }),
    ),
    downloads: z
      .array(downloadLinkSchema)
      .describe("The files the order's products hand over, while the member owns them"),
    tradingView: z
      .object({ username: z.string(), invitedAt: z.string().nullable() })
      .nullable()
      .describe('The invite-only script: the username given at checkout, and when it was shared'),
  })
  .describe('What a paid order delivers besides roles (decision 0045)');

export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

interface DeliveredOrder {
  order: {
    id: string;
    status: string;
    tradingViewUsername: string | null;
    handStepDoneAt: Date | null;
  };
  lines: Array<{ productId: number; productKey: string; title: string }>;
}

/** The delivery of each of the member's orders, by order id, with fresh signed links. */
export async function deliveriesOf(
  db: Database,
  secret: string,
  member: EntitlementHolder & { id: string },
  held: DeliveredOrder[],
  now: Date,
): Promise<Map<string, OrderDelivery>> {
  const keys = await listLicenseKeysOf(
    db,
    held.map(({ order }) => order.id),
  );
  const catalogue = held.length > 0 ? await listProducts(db) : [];
  const roleOf = (productId: number) => catalogue.find((p) => p.id === productId)?.role ?? '';
  return new Map(
    held.map(({ order, lines }) => {
      const paid = order.status === 'completed';
      const titleOf = (productKey: string) =>
        lines.find((line) => line.productKey === productKey)?.title ?? productKey;
      return [
        order.id,
        {
          licenseKeys: keys
            .filter((k) => k.orderId === order.id)
            .map((k) => ({
              key: k.key,
              product: titleOf(k.productKey),
              revoked: k.revokedAt !== null,
            })),
          downloads: paid
            ? downloadLinksFor(
                secret,
                member,
                lines.map((line) => roleOf(line.productId)),
                now,
              )
            : [],
          tradingView: order.tradingViewUsername
            ? {
                username: order.tradingViewUsername,
                invitedAt: order.handStepDoneAt?.toISOString() ?? null,
              }
            : null,
        },
      ];
    }),
  );
}
