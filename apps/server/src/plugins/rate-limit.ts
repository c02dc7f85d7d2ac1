import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * Limits are opt-in per route (`config.rateLimit`). With Redis the counters are shared by every
 * instance, so a client can't multiply its allowance by hitting several servers. They are kept
 * per `request.ip`: behind proxies, the address the trusted ones (TRUST_PROXY) saw, never an
 * X-Forwarded-For entry the client wrote itself.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
  nameSpace: string,
) {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace }),
    // Thrown, then answered by the shared error handler in the one error shape.
    errorResponseBuilder: (_request, context) =>
      new AppError(
        context.statusCode,
        'rate_limited',
        `Too many requests: try again in ${context.after}.`,
      ),
  });
}
