import { stripBidiControls } from '@bbt/domain';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COPY, cutTo, keptPictureUrl, NAME_MAX_CHARS, SIGN_IN_LINK } from '@bbt/domain';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { notFound } from '../errors';
import { createOriginCheck } from './origins';

export const AUTH_BASE_PATH = '/api/auth';

/** better-auth endpoints this product doesn't offer (relative to AUTH_BASE_PATH). */
export const DISABLED_AUTH_PATHS = [
  '/update-user',
  '/delete-user',
  '/change-email',
  '/change-password',
  '/set-password',
  '/forget-password',
  '/reset-password',
  '/request-password-reset',
  '/send-verification-email',
  '/verify-email',
  '/link-social',
  '/unlink-account',
  // Passwords are only the imported members' old ones (decision 0050): none is made here.
  '/sign-up/email',
  '/verify-password',
  '/get-access-token',
  '/refresh-token',
  // Asked for through POST /api/sign-in/email-link only, which mails members and no one else.
  '/sign-in/magic-link',
] as const;
export const OIDC_PROVIDER_ID = 'oidc';
/** better-auth's email and password sign-in, offered only with the Firebase hash parameters. */
const PASSWORD_SIGN_IN_PATH = '/sign-in/email';

/**
 * Signs a session in for a user id without a provider, through better-auth's own session and
 * cookie code. Only mounted when dev sign-in is on (never in production, see config.ts), and
 * only for the ids the caller allows (the seeded personas).
 */
function devSignInPlugin(allowedUserIds: ReadonlySet<string>): BetterAuthPlugin {
  return {
    id: 'dev-sign-in',
    endpoints: {
      devSignIn: createAuthEndpoint(
        '/dev/sign-in',
        { method: 'POST', body: z.object({ userId: z.string() }) },
        async (ctx) => {
          if (!allowedUserIds.has(ctx.body.userId)) {
            throw new APIError('NOT_FOUND', { message: 'Unknown persona' });
          }
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'Unknown persona' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  };
}

/** Listeners of each auth's deleted sessions (see `onSessionDeleted`). */
const sessionDeletedListeners = new WeakMap<object, Set<(sessionId: string) => void>>();

/**
 * Calls `listener` with the id of every session row better-auth deletes (a sign-out, a
 * revocation, an expired session it comes across), once the deletion is committed.
 */
export function onSessionDeleted(auth: Auth, listener: (sessionId: string) => void): void {
  sessionDeletedListeners.get(auth)?.add(listener);
}

/** A display name without direction controls; a name made only of them reads as 'Member'. */
function cleanName(name: string): string {
  return stripBidiControls(name).trim() || 'Member';
}

/**
 * A provider's name and picture as kept: the name without direction controls and within
 * NAME_MAX_CHARS, the picture only within PICTURE_URL_MAX_BYTES (the member list's index holds
 * both). Fields not given stay so.
 */
function keptProfile<User extends { name?: unknown; image?: unknown }>(user: User): User {
  return {
    ...user,
    ...(typeof user.name === 'string' && { name: cutTo(cleanName(user.name), NAME_MAX_CHARS) }),
    ...(typeof user.image === 'string' && { image: keptPictureUrl(user.image) }),
  };
}

/**
 * The origins better-auth trusts for a request: ours, Apple's (its callback is a form post),
 * and outside production the page's own, as for the socket and our routes (decision 0030).
 */
export function authTrustedOrigins(config: AppConfig): (request?: Request) => string[] {
  const configured = [
    ...config.allowedOrigins,
    ...(config.providers.apple ? ['https://appleid.apple.com'] : []),
  ];
  const originAllowed = createOriginCheck(config);
  return (request) => {
    const origin = request?.headers.get('origin') ?? undefined;
    const own =
      origin !== undefined && originAllowed(origin, request?.headers.get('host') ?? undefined);
    return own && !configured.includes(origin) ? [...configured, origin] : configured;
  };
}

/** Mails a sign-in link (the magic link plugin's URL) to a member's address. */
export type MailSignInLink = (email: string, url: string) => Promise<void>;

export function createAuth(
  config: AppConfig,
  db: Database,
  devPersonaIds: ReadonlySet<string>,
  mailSignInLink: MailSignInLink,
  /** Checks imported members' Firebase passwords (decision 0050); only with its parameters. */
  importedPasswords: BetterAuthPlugin | undefined,
) {
  const { google, facebook, apple, oidc } = config.providers;
  const sessionDeleted = new Set<(sessionId: string) => void>();
  const production = config.env === 'production';
  const plugins: BetterAuthPlugin[] = [];
  if (oidc) {
    plugins.push(
      genericOAuth({
        config: [
          {
            providerId: OIDC_PROVIDER_ID,
            name: oidc.name,
            discoveryUrl: `${oidc.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
            clientId: oidc.clientId,
            clientSecret: oidc.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
          },
        ],
      }),
    );
  }
  // Sign-in by a link mailed to the address (decision 0040): members only (never a sign-up),
  // the token kept hashed, one use, short-lived. Using it proves the address: better-auth marks
  // it verified (first dropping sign-in links and sessions an unverified address had, which
  // nothing proved were the mailbox owner's), so a provider with that address links after.
  // Listed first and apart, so auth.api keeps its endpoint's type.
  const emailLink = magicLink({
    disableSignUp: true,
    storeToken: 'hashed',
    expiresIn: SIGN_IN_LINK.validMinutes * 60,
    sendMagicLink: ({ email, url }) => mailSignInLink(email, url),
  });
  if (config.devSignIn) plugins.push(devSignInPlugin(devPersonaIds));
  if (importedPasswords) plugins.push(importedPasswords);

  const options = {
    appName: 'Blue Badge',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.sessionSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    trustedOrigins: authTrustedOrigins(config),
    socialProviders: {
      ...(google && { google: { ...google, scope: ['openid', 'email', 'profile'] } }),
      ...(facebook && { facebook: { ...facebook, scope: ['email', 'public_profile'] } }),
      ...(apple && { apple }),
    },
    plugins: [emailLink, ...plugins],
    // Members imported with a password sign in with it (decision 0050): nobody signs up so,
    // and nobody has a password unless the Firebase hash parameters let theirs come across.
    emailAndPassword: { enabled: config.firebasePasswordHash !== undefined, disableSignUp: true },
    // Names and pictures come from the sign-in provider (decision 0011): members can't rename
    // themselves (impersonation, unchecked lengths) or point their picture at any URL, and
    // there are no passwords or emails to change here.
    disabledPaths: [...DISABLED_AUTH_PATHS],
    // Our own Fastify rate limiter guards the sign-in routes (plugins/rate-limit.ts).
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      // A provider's name is shown in chat: direction controls in it would reverse the text
      // around it (an RTL override makes 'Eve‮ rekcah' read as 'Eve hacker').
      user: {
        create: { before: async (user) => ({ data: keptProfile(user) }) },
        update: { before: async (user) => ({ data: keptProfile(user) }) },
      },
      session: {
        delete: {
          after: async (session) => {
            for (const listener of sessionDeleted) listener(session.id);
          },
        },
      },
    },
    advanced: {
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: production },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent' },
  } satisfies BetterAuthOptions;
  const auth = betterAuth(options);
  sessionDeletedListeners.set(auth, sessionDeleted);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/** Runs the dev sign-in endpoint (see devSignInPlugin) and returns better-auth's response. */
export function devSignInResponse(
  auth: Auth,
  config: AppConfig,
  userId: string,
): Promise<Response> {
  return auth.handler(
    new Request(`${config.publicUrl}${AUTH_BASE_PATH}/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
    }),
  );
}

/** Providers the sign-in page may offer as buttons. Apple is configurable but has no button. */
export function signInProviders(config: AppConfig) {
  const { google, facebook, oidc } = config.providers;
  return [
    ...(google ? [{ id: 'google', name: 'Google' }] : []),
    ...(facebook ? [{ id: 'facebook', name: 'Facebook' }] : []),
    // The generic OpenID Connect provider signs in through the same social flow.
    ...(oidc ? [{ id: OIDC_PROVIDER_ID, name: oidc.name }] : []),
  ];
}

/** Copies a Fetch API response (status, headers including every Set-Cookie, body) onto Fastify's reply. */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** Turns a Fastify request into the Fetch API request better-auth's handler expects. */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const url = new URL(request.url, publicUrl);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
    body: hasBody
      ? typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body)
      : undefined,
  });
}

export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  config: AppConfig,
  /** Called before a sign-out is handled (the session reader forgets the cookie). */
  onSignOut: (request: FastifyRequest) => void,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const path = (request.url.slice(AUTH_BASE_PATH.length).split('?')[0] ?? '').replace(
        /\/$/,
        '',
      );
      // Answered here so the refusal has our error shape, not better-auth's plain text.
      if ((DISABLED_AUTH_PATHS as readonly string[]).includes(path)) throw notFound('Not found');
      if (path === PASSWORD_SIGN_IN_PATH && !config.firebasePasswordHash)
        throw notFound(COPY.auth.passwordSignInOff);
      if (path === '/sign-out') onSignOut(request);
      return sendFetchResponse(
        reply,
        await auth.handler(toFetchRequest(request, config.publicUrl)),
      );
    },
  });
}
