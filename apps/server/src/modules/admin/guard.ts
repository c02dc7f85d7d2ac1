import { ADMIN_CONSOLE_REFUSAL, canUseAdminConsole, priceProblem } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';

export interface AdminDeps {
  db: Database;
  session: SessionReader;
}

/**
 * What a console area registers its routes with: routes typed by their zod schemas, and
 * `adminOnly`, the guard every console route spreads: a founder or an admin goes on as
 * `request.actor`; everyone else gets a 403 (401 when signed out).
 */
export function consoleRoutes(app: FastifyInstance, deps: AdminDeps) {
  return {
    routes: app.withTypeProvider<ZodTypeProvider>(),
    adminOnly: createRouteGuards(deps).authorize(canUseAdminConsole, ADMIN_CONSOLE_REFUSAL),
  };
}

/** A price as the console accepts it (positive, 2 decimals at most); see priceProblem. */
export const priceField = (label: string) =>
  z.number().superRefine((value, ctx) => {
    const problem = priceProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
  });

export const textField = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} can't be empty`)
    .max(max, `${label} has at most ${max} characters`);

/** `YYYY-MM-DD`, a real calendar day. */
export const dayField = z.iso.date('Dates are real days written YYYY-MM-DD');

export const paging = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};
