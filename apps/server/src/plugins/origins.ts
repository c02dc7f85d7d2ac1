import type { AppConfig } from '../config';

/** Whether a browser page at `origin` may talk to us when it reached us as `host`. */
export type OriginCheck = (origin: string | undefined, host: string | undefined) => boolean;

/** The host (and port) of a bare origin as a browser sends it; undefined for 'null' or a URL. */
function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.origin === origin ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which pages may open sockets and send state-changing requests (decision 0030). A request
 * without an Origin is not a page's (curl, servers, tests) and passes. The configured origins
 * pass. Outside production a page's own origin passes too: its host is the Host the request
 * was sent to (same origin), so the app works opened at http://localhost:3000,
 * http://127.0.0.1:3000 or a LAN address whatever PUBLIC_URL names. In production only the
 * configured public URL's origin does.
 */
export function createOriginCheck(config: Pick<AppConfig, 'env' | 'allowedOrigins'>): OriginCheck {
  const allowed = new Set(config.allowedOrigins);
  const sameOriginToo = config.env !== 'production';
  return (origin, host) => {
    if (origin === undefined || allowed.has(origin)) return true;
    return sameOriginToo && host !== undefined && hostOf(origin) === host.toLowerCase();
  };
}
