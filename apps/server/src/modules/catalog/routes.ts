import { COPY } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { errorResponses, sendJsonText } from '../../http';
import type { SessionReader } from '../../plugins/session';
import { holdingsOf, type UserRow } from '../users';
import type { ProductWithTiers } from './repo';
import type { CatalogCache } from './cache';
import { presentProduct, productSchema } from './present';

export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: { session: SessionReader; catalog: CatalogCache },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A signed-in member's product list per row read and catalogue load: both are kept (decision
   * 0028, the catalogue cache), so a member's pages reuse the body. Ownership that runs out by
   * the clock shows with the next row read, within half a second.
   */
  const memberBodies = new WeakMap<UserRow, { products: ProductWithTiers[]; body: string }>();
  routes.get('/api/products', {
    schema: {
      tags: ['catalog'],
      summary: 'Every product with its server price (and whether the signed-in member owns it)',
      response: { 200: z.object({ products: z.array(productSchema) }) },
    },
    handler: async (request, reply) => {
      const member = await deps.session.optionalMemberRow(request);
      // The same for every visitor: sent as the body serialized once per catalogue load.
      if (!member) return sendJsonText(reply, await deps.catalog.signedOutBody());
      const products = await deps.catalog.products();
      let kept = memberBodies.get(member);
      if (kept?.products !== products) {
        const holdings = holdingsOf(member);
        kept = {
          products,
          body: JSON.stringify({ products: products.map((p) => presentProduct(p, holdings)) }),
        };
        memberBodies.set(member, kept);
      }
      return sendJsonText(reply, kept.body);
    },
  });
  routes.get('/api/products/:nameInUrl', {
    schema: {
      tags: ['catalog'],
      summary: 'One product by its URL name',
      params: z.object({ nameInUrl: z.string().max(100) }),
      response: { 200: z.object({ product: productSchema }), ...errorResponses(404) },
    },
    handler: async (request) => {
      const products = await deps.catalog.products();
      const product = products.find((p) => p.nameInUrl === request.params.nameInUrl);
      if (!product) throw notFound(COPY.server.catalog.noSuchProduct);
      const member = await deps.session.optionalMemberRow(request);
      return { product: presentProduct(product, member && holdingsOf(member)) };
    },
  });
}
