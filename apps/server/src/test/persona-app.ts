import { DEV_PERSONAS } from '@bbt/domain';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signInAs, type Persona, type TestApp } from './test-app';

/**
 * The test file's own app with every dev persona signed in. Call it at the top of the file:
 * it registers the hooks that start and close the app. `call` sends a request as a persona, or
 * signed out with null.
 */
export function personaApp(env: Record<string, string> = {}) {
  let t: TestApp;
  const cookies = {} as Record<Persona, string>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500', ...env });
    for (const persona of DEV_PERSONAS) cookies[persona] = await signInAs(t.app, persona);
  });
  afterAll(() => t.close());

  const call = (
    persona: Persona | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: persona ? { cookie: cookies[persona] } : {},
      ...(payload && { payload }),
    });

  return {
    get t() {
      return t;
    },
    cookies,
    call,
  };
}
