import { SITE_LIMITS, socialUrlProblem, trustedByProblem } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { siteSettingsSchema } from '../site';
import { consoleRoutes, type AdminDeps } from './guard';
import { changeSiteSettings, readSiteSettings } from './site-service';

/** An https address, or null (or an empty field) to take the link off the footer. */
const socialLink = z
  .string()
  .trim()
  .max(SITE_LIMITS.socialUrl * 2)
  .nullable()
  .transform((value) => (value ? value : null))
  .superRefine((value, ctx) => {
    const problem = value === null ? null : socialUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const sitePatch = z
  .object({
    socialLinks: z
      .object({ telegram: socialLink, discord: socialLink, x: socialLink, youtube: socialLink })
      .partial()
      .strict(),
    trustedBy: z
      .array(
        z
          .string()
          .trim()
          .max(SITE_LIMITS.trustedName * 2),
      )
      .max(SITE_LIMITS.trustedNames * 2)
      .superRefine((names, ctx) => {
        const problem = trustedByProblem(names);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Say what to change');

/** The console's Site page: footer social links and the landing's trusted-by strip. */
export function registerAdminSiteRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { siteChanged: () => void },
) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;

  routes.get('/api/admin/site', {
    schema: {
      tags: ['admin'],
      summary: 'The site settings as stored (no cache), to edit',
      response: { 200: siteSettingsSchema, ...errorResponses(401, 403) },
    },
    ...adminOnly,
    handler: async () => {
      return readSiteSettings(db);
    },
  });

  routes.patch('/api/admin/site', {
    schema: {
      tags: ['admin'],
      summary:
        'Change social links (null clears one) or the trusted-by names (the whole list, in order)',
      body: sitePatch,
      response: { 200: siteSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    ...adminOnly,
    handler: async (request) => {
      const { actor } = request;
      const saved = await changeSiteSettings(db, actor.id, request.body);
      deps.siteChanged();
      return saved;
    },
  });
}
