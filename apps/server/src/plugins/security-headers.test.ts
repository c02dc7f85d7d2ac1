import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { contentSecurityDirectives } from './security-headers';

const HASH = "'sha256-abc'";

describe('contentSecurityDirectives', () => {
  it('lets pages reach only our origin when no third party is configured', () => {
    const directives = contentSecurityDirectives(
      loadConfig({ PUBLIC_URL: 'http://localhost:3000' }),
      [HASH],
    );
    expect(directives.connectSrc).toEqual(["'self'", 'ws://localhost:3000']);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.scriptSrc).toEqual(["'self'", HASH]);
    expect(directives.frameSrc).toEqual(["'self'"]);
  });

  it("adds the secure WebSocket form of the public origin, PayPal's hosts and the providers' picture hosts", () => {
    const directives = contentSecurityDirectives(
      loadConfig({
        PUBLIC_URL: 'https://bluebadge.example/',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 'g',
        FACEBOOK_CLIENT_ID: 'f',
        FACEBOOK_CLIENT_SECRET: 'f',
        OIDC_ISSUER_URL: 'https://sso.example.org/realms/traders',
        OIDC_CLIENT_ID: 'o',
        OIDC_CLIENT_SECRET: 'o',
      }),
      [HASH],
    );
    const paypal = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
    expect(directives.connectSrc).toEqual(["'self'", 'wss://bluebadge.example', ...paypal]);
    expect(directives.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.googleusercontent.com',
      'https://*.fbsbx.com',
      'https://*.fbcdn.net',
      'https://sso.example.org',
      ...paypal,
    ]);
    expect(directives.scriptSrc).toEqual(["'self'", HASH, ...paypal]);
    expect(directives.frameSrc).toEqual(["'self'", ...paypal]);
  });

  it('never allows a whole scheme for connections or images', () => {
    const directives = contentSecurityDirectives(loadConfig({}), []);
    for (const source of [...(directives.connectSrc ?? []), ...(directives.imgSrc ?? [])])
      expect(['ws:', 'wss:', 'http:', 'https:']).not.toContain(source);
  });
});
