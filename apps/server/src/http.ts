import { z } from 'zod';

/** The one error shape every route answers with, for the OpenAPI document. */
export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .describe('Error');

export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema])) as Record<S, typeof errorSchema>;
}
