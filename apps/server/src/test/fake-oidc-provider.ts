import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { sessionCookieFrom } from './test-app';

export interface FakeIdentity {
  sub: string;
  email: string;
  name: string;
  picture?: string;
}

/**
 * A local OpenID Connect provider (discovery, authorize, token, userinfo, JWKS) standing in for
 * Google or Facebook, so the real better-auth OAuth code runs in tests. `signInAs` chooses who
 * the next authorisation signs in.
 */
export async function startFakeOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: FakeIdentity = {
    sub: 'oidc-user-1',
    email: 'new.member@example.com',
    name: 'New Member',
  };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...identity, email_verified: true });
  });
  server.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { ...identity, email_verified: true };
  });
  return {
    issuerUrl: server.issuer.url as string,
    signInAs(next: FakeIdentity) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}

/**
 * Signs in through the configured OpenID Connect provider (`oidc`) as the browser would: the
 * app's start route, the provider's authorisation, the app's callback. Returns the session
 * cookie the callback set.
 */
export async function signInThroughOidc(app: FastifyInstance, publicUrl: string): Promise<string> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: publicUrl },
    payload: { provider: 'oidc', callbackURL: '/signin?complete=1' },
  });
  const stateCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const authorize = await fetch(start.json().url, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  const finish = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookies },
  });
  return sessionCookieFrom(finish);
}
