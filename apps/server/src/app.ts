import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { trustProxyOption, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DEMO_PERSONAS } from './db/seed-content';
import { errorBody, installErrorHandler } from './errors';
import { declareSharedErrorResponses, refuseCrossSiteWrites, refuseUnstorableText } from './http';
import { checkResponseBodies } from './response-check';
import { AUTH_BASE_PATH, createAuth, registerAuthRoutes, type Auth } from './plugins/auth';
import { registerMetrics } from './plugins/metrics';
import { createOriginCheck } from './plugins/origins';
import { registerRateLimit } from './plugins/rate-limit';
import { contentSecurityDirectives, registerSecurityHeaders } from './plugins/security-headers';
import { createSessionReader } from './plugins/session';
import { DEFERRED_SCRIPTS_LOADER } from './plugins/server-render';
import { inlineScriptHashes, registerWebApp, scriptHash } from './plugins/web-app';
import { registerHealthRoutes } from './modules/health/routes';
import { registerMail } from './modules/mail/plugin';
import { registerPush } from './modules/push';
import { registerMailingListRoutes } from './modules/mailing-list/routes';
import { registerSignInRoutes } from './modules/sign-in/routes';
import { importedPasswordSignIn, mailSignInLinkThrough } from './modules/sign-in';
import { createMemberRows } from './modules/users/member-rows';
import { registerUserRoutes } from './modules/users/routes';
import { createCatalogCache } from './modules/catalog/cache';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { registerCartRoutes } from './modules/cart/routes';
import { createDemoSubscriptionStore } from './modules/checkout';
import { registerCheckoutRoutes } from './modules/checkout/routes';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerDeliveryRoutes } from './modules/delivery/routes';
import { registerFaqRoutes } from './modules/faqs/routes';
import { registerTestimonialRoutes } from './modules/testimonials/routes';
import { createPaymentProvider, type PaymentProvider } from './plugins/payments';
import { createRealtime, toOtherInstances, type ChatServer } from './plugins/realtime';
import { createFileStorage } from './plugins/storage';
import { createChatEvents } from './modules/chat/events';
import { createChannelLists } from './modules/chat/channel-list';
import { onCommittedWrites, writeTopics } from './db/committed-writes';
import { registerChatRoutes } from './modules/chat/routes';
import { registerChatSocket } from './modules/chat/socket';
import { registerPresence } from './modules/chat/presence';
import { registerTyping } from './modules/chat/typing';
import { createSocketRateLimiter } from './plugins/socket-rate-limit';
import { createBannedWords } from './modules/moderation';
import { registerModerationRoutes } from './modules/moderation/routes';
import { registerPollRoutes } from './modules/polls/routes';
import { registerTicketRoutes } from './modules/tickets/routes';
import { registerConversationRoutes } from './modules/conversations/routes';
import { registerSignalRoutes } from './modules/signals/routes';
import { registerMeetingRoutes } from './modules/meetings/routes';
import { registerMarketingRoutes } from './modules/marketing/routes';
import { registerUploadRoutes } from './modules/uploads/routes';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerAdminMailRoutes } from './modules/admin/mail';
import { registerAdminSiteRoutes } from './modules/admin/site';
import { createSiteCache } from './modules/site/cache';
import { registerSiteRoutes } from './modules/site/routes';
import { onPremiumExpired, startPremiumExpirySweep } from './modules/users/service';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests give each app its own rate-limit counters when they share one Redis. */
  rateLimitNamespace?: string;
  /** Defaults to the provider the configuration selects (PayPal or demo). */
  payments?: PaymentProvider;
}

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
  io: ChatServer;
  /** A member's row was written: every instance drops its kept copy (decision 0028). */
  memberRowChanged(userId: string): void;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP application; main.ts listens on it and tests call `app.inject()`. */
export async function buildApp({
  config,
  database,
  logger,
  rateLimitNamespace,
  payments,
}: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Malformed URLs fail in the router, before any handler: answer them in the error shape too.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const message = status === 414 ? 'A part of this URL is too long.' : 'This URL is malformed.';
      reply.header('x-request-id', request.id).status(status).send(errorBody('bad_url', message));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  declareSharedErrorResponses(app);
  // Tests answer a body that differs from its route's schema with a 500; production skips it.
  if (config.env === 'test') checkResponseBodies(app);
  // Callback hooks, not async ones: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  refuseCrossSiteWrites(app, {
    originAllowed: createOriginCheck(config),
    selfCheckedPrefix: `${AUTH_BASE_PATH}/`,
  });
  refuseUnstorableText(app);
  const metrics = registerMetrics(app, { token: config.metricsToken });
  // Provider callbacks such as Apple's post form data; routes see it as a raw string.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: contentSecurityDirectives(config, [
        ...inlineScriptHashes(config.webDistDir),
        scriptHash(DEFERRED_SCRIPTS_LOADER),
      ]),
    },
    hsts: config.env === 'production',
    // PayPal's checkout opens a popup that must be able to talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis connection error'));
  app.addHook('onClose', async () => {
    await redis?.quit();
  });
  await registerRateLimit(app, redis, rateLimitNamespace ?? `${config.redisKeyPrefix}:rate-limit:`);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Blue Badge API',
        version: '1.0.0',
        description: 'Storefront and members area',
      },
    },
    transform: jsonSchemaTransform,
    // Puts schemas registered with an id (such as ChatMessage) under components/schemas.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const db = database.db;
  const outbox = registerMail(app, { db, config });
  const auth = createAuth(
    config,
    db,
    new Set(DEMO_PERSONAS.map((p) => p.id)),
    mailSignInLinkThrough(db, outbox),
    config.firebasePasswordHash && importedPasswordSignIn(db, config.firebasePasswordHash),
  );
  const members = createMemberRows(db);
  const session = createSessionReader(auth, members);
  registerAuthRoutes(app, auth, config, (request) => session.forget(request.headers));
  registerSignInRoutes(app, { auth, config, db });
  const { io, link, beforeSocketsClose } = createRealtime(app, { session, config });
  metrics.observeSockets(() => io.engine.clientsCount);
  const tellOthers = toOtherInstances(io, config);
  const channelLists = createChannelLists(db, { link });
  // Each commit's writes, here and (through Redis, before the commit's own broadcasts) on the
  // other instances: what outdates a kept sidebar (decision 0079).
  onCommittedWrites(db, (topics) => {
    channelLists.written(topics);
    tellOthers('writes:committed', topics);
  });
  io.on('writes:committed', channelLists.written);
  /** A member's name and roles are what others' sidebars show of them. */
  const forgetMemberRow = (userId: string) => {
    members.forget(userId);
    channelLists.written([writeTopics.party(userId)]);
  };
  io.on('member:changed', forgetMemberRow);
  /** Every instance drops the member's kept row, so the next request reads it as it now is. */
  const memberRowChanged = (userId: string) => {
    forgetMemberRow(userId);
    tellOthers('member:changed', userId);
  };
  const events = createChatEvents(io, db, {
    metrics,
    memberRowChanged,
    broadcastWindowMs: config.broadcastWindowMs,
  });
  beforeSocketsClose(events.flush);
  const bannedWords = createBannedWords(db);
  io.on('banned-words:changed', bannedWords.forget);
  const bannedWordsChanged = () => {
    bannedWords.forget();
    tellOthers('banned-words:changed');
  };
  const pushes = await registerPush(app, {
    db,
    session,
    config,
    outbox,
    // Declared below: asked only once the app runs, by the push sender.
    membersInApp: () => new Set(presence.snapshot().online),
  });
  registerChatSocket(io, {
    db,
    log: app.log,
    events,
    flood: config.chatFloodLimit,
    members,
    bannedWords,
    pushes,
  });
  const limiter = createSocketRateLimiter(config.chatFloodLimit);
  const presence = registerPresence(io, {
    log: app.log,
    members,
    limiter,
    redis,
    namespace: config.redisKeyPrefix,
  });
  app.addHook('preClose', presence.close);
  registerTyping(io, { db, log: app.log, members, limiter });
  const memberChanged = events.memberChanged;
  const notifyChanged = (userId: string) =>
    memberChanged(userId).catch((err: unknown) =>
      app.log.error({ err, userId }, 'member room sync failed'),
    );
  // Whoever loses premium signals (on read or in the sweep) leaves the premium rooms at once.
  const stopListening = onPremiumExpired(db, (userIds) => userIds.forEach(notifyChanged));
  const stopSweep = startPremiumExpirySweep(db, (err) =>
    app.log.error({ err }, 'premium expiry sweep failed'),
  );
  app.addHook('onClose', async () => {
    stopSweep();
    stopListening();
  });
  registerUserRoutes(app, { db, session, memberChanged });
  registerChatRoutes(app, { db, session, io, presence, channelLists });
  registerTicketRoutes(app, { db, session, events });
  registerConversationRoutes(app, { db, session, events });
  registerPollRoutes(app, { db, session, events });
  registerModerationRoutes(app, { db, session, bannedWordsChanged });
  registerSignalRoutes(app, { db, session, events, pushes });
  registerMeetingRoutes(app, { db, session, events });
  registerMarketingRoutes(app, { db, session, events, config });
  const storage = createFileStorage(config);
  await registerUploadRoutes(app, { db, session, storage });
  const catalog = createCatalogCache(db);
  io.on('catalog:changed', catalog.invalidate);
  const catalogChanged = () => {
    catalog.invalidate();
    tellOthers('catalog:changed');
  };
  const paymentProvider =
    payments ?? createPaymentProvider(config, createDemoSubscriptionStore(db));
  registerAdminRoutes(app, {
    db,
    session,
    storage,
    events,
    catalogChanged,
    auth,
    payments: paymentProvider,
    outbox,
    publicUrl: config.publicUrl,
  });
  registerDeliveryRoutes(app, { db, session, storage, secret: config.sessionSecret });
  const site = createSiteCache(db);
  io.on('site:changed', site.invalidate);
  const siteChanged = () => {
    site.invalidate();
    tellOthers('site:changed');
  };
  registerSiteRoutes(app, { site });
  registerAdminSiteRoutes(app, { db, session, siteChanged });
  registerHealthRoutes(app, { database });
  registerMailingListRoutes(app, {
    db,
    outbox,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
  });
  registerAdminMailRoutes(app, { db, session, delivery: outbox.delivery });
  registerCatalogRoutes(app, { session, catalog });
  registerCartRoutes(app, { db, session });
  registerCheckoutRoutes(app, {
    db,
    session,
    payments: paymentProvider,
    outbox,
    memberChanged,
    catalogChanged,
    metrics,
    secret: config.sessionSecret,
    subscriptionSettings: {
      graceDays: config.subscriptionGraceDays,
      billingUrl: `${config.publicUrl}/account/billing`,
    },
  });
  registerOrderRoutes(app, { db, session, secret: config.sessionSecret });
  registerFaqRoutes(app, { db });
  registerTestimonialRoutes(app, { db, session });
  await registerWebApp(app, config.webDistDir);
  return { app, auth, io, memberRowChanged };
}
