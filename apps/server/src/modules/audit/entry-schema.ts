import { z } from 'zod';

/** An audit entry as the console's moderation log and member pages show it. */
export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  channel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
