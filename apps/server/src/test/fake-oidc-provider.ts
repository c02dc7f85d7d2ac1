import { OAuth2Server } from 'oauth2-mock-server';

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
