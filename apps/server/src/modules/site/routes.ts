import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SiteCache } from './cache';
import { siteSettingsSchema } from './present';

/** The storefront's footer links and trusted-by names: public, served from memory. */
export function registerSiteRoutes(app: FastifyInstance, deps: { site: SiteCache }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/site', {
    schema: {
      tags: ['content'],
      summary: "The footer's social links (null: not shown) and the trusted-by names, in order",
      response: { 200: siteSettingsSchema },
    },
    handler: () => deps.site.settings(),
  });
}
