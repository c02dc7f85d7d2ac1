import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DEMO_PERSONAS } from './db/seed-content';
import { installErrorHandler } from './errors';
import { createAuth, registerAuthRoutes, type Auth } from './plugins/auth';
import { registerRateLimit } from './plugins/rate-limit';
import { createSessionReader } from './plugins/session';
import { inlineScriptHashes, registerWebApp } from './plugins/web-app';
import { registerHealthRoutes } from './modules/health/routes';
import { registerMailingListRoutes } from './modules/mailing-list/routes';
import { registerSignInRoutes } from './modules/sign-in/routes';
import { registerUserRoutes } from './modules/users/routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests give each app its own rate-limit counters when they share one Redis. */
  rateLimitNamespace?: string;
}

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP application; main.ts listens on it and tests call `app.inject()`. */
export async function buildApp({
  config,
  database,
  logger,
  rateLimitNamespace,
}: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Provider callbacks such as Apple's post form data; routes see it as a raw string.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  const production = config.env === 'production';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  app.addHook('onClose', async () => {
    await redis?.quit();
  });
  await registerRateLimit(app, redis, rateLimitNamespace);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Blue Badge API',
        version: '1.0.0',
        description: 'Storefront and members area',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const auth = createAuth(config, database.db, new Set(DEMO_PERSONAS.map((p) => p.id)));
  const session = createSessionReader(auth);
  const db = database.db;
  registerAuthRoutes(app, auth, config);
  registerSignInRoutes(app, { auth, config, db });
  registerUserRoutes(app, { db, session });
  registerHealthRoutes(app, { database });
  registerMailingListRoutes(app, { db });
  await registerWebApp(app, config.webDistDir);
  return { app, auth };
}
