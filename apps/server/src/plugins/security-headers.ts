import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/** PayPal's buttons are its script plus iframes, calls and images from its domains. */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * Where members' pictures are served from: they are the sign-in provider's (decision 0011).
 * Facebook's picture address redirects to its CDN, and the policy checks redirects too. A
 * generic OpenID Connect provider may keep pictures anywhere; its issuer's origin is allowed.
 */
function providerPictureSources({ google, facebook, oidc }: AppConfig['providers']): string[] {
  return [
    ...(google ? ['https://*.googleusercontent.com'] : []),
    ...(facebook ? ['https://*.fbsbx.com', 'https://*.fbcdn.net'] : []),
    ...(oidc ? [new URL(oidc.issuerUrl).origin] : []),
  ];
}

/** The public origin as Socket.IO's WebSocket reaches it: ws: or wss: to the same host. */
function webSocketOrigin(publicUrl: string): string {
  const { protocol, host } = new URL(publicUrl);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * The Content-Security-Policy: our own origin for everything, and only the third parties this
 * configuration uses. Uploads and product pictures are served by us (from disk or S3), so no
 * storage host is needed; inline scripts are allowed by hash only.
 */
export function contentSecurityDirectives(
  config: AppConfig,
  inlineScriptHashes: readonly string[],
): Record<string, string[] | null> {
  const paypal = config.paypal ? PAYPAL_SOURCES : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes, ...paypal],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...providerPictureSources(config.providers), ...paypal],
    connectSrc: ["'self'", webSocketOrigin(config.publicUrl), ...paypal],
    frameSrc: ["'self'", ...paypal],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.env === 'production' ? [] : null,
  };
}

/**
 * The headers helmet sets with these options. They never depend on the request, so helmet's
 * middleware runs once, against a response that only records them.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers on every response, computed once at start-up: @fastify/helmet
 * rebuilds the middleware (and re-parses the Content-Security-Policy) inside every request,
 * which cost a tenth of a cached route's throughput (docs/performance.md, decision 0012).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
