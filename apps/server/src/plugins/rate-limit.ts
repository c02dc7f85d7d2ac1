import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Limits are opt-in per route (`config.rateLimit`). With Redis the counters are shared by every
 * instance, so a client can't multiply its allowance by hitting several servers.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
  nameSpace = 'bbt-rate-limit:',
) {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: { code: 'rate_limited', message: `Too many requests: try again in ${context.after}.` },
    }),
  });
}
