import Fastify, { type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler, unauthenticated } from '../errors';
import { loadCurrentUser, type UserRow } from '../modules/users';
import { createMember } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createRouteGuards } from './authorize';

const app = Fastify({ logger: false });
let database: TestDatabase;
const memberIds = { admin: '', free: '' };

/** Rows a session reader keeps, by member id (asked only with an `x-kept` header). */
const keptRows = new Map<string, UserRow>();
let rowReads = 0;

/**
 * The caller's id is the `x-member` header: the guards' part, not the cookie's, is tested. With
 * `x-kept`, the member's row is kept, as the session reader's `keptMemberRow` answers then.
 */
const session = {
  requireUserId: async (request: FastifyRequest) => {
    const id = request.headers['x-member'];
    if (typeof id !== 'string') throw unauthenticated();
    return id;
  },
  requireSignedIn: async (request: FastifyRequest) => {
    await session.requireUserId(request);
  },
  requireMemberRow: async (request: FastifyRequest) => {
    rowReads++;
    return loadCurrentUser(database.handle.db, await session.requireUserId(request));
  },
  keptMemberRow: (request: FastifyRequest) => {
    const id = request.headers['x-member'];
    return request.headers['x-kept'] && typeof id === 'string' ? keptRows.get(id) : undefined;
  },
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const db = database.handle.db;
  memberIds.admin = (await createMember(db, { name: 'Ada Admin', roles: ['admin'] })).id;
  memberIds.free = (await createMember(db, { name: 'Fred Free' })).id;
  for (const id of Object.values(memberIds)) keptRows.set(id, await loadCurrentUser(db, id));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const { signedIn, authorize } = createRouteGuards({ session });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ n: z.number() }).strict();
  const answer = async (request: FastifyRequest) => ({ id: request.actor.id });
  routes.post('/members', { schema: { body }, ...signedIn, handler: answer });
  routes.post('/admins', {
    schema: { body },
    ...authorize((actor) => actor.roles.admin, 'Admins only'),
    handler: answer,
  });
  routes.post('/coded', {
    schema: { body },
    ...authorize(() => false, { code: 'club_required', message: 'Join the club first' }),
    handler: answer,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database?.drop();
});

const error = (code: string, message: string) => ({ error: { code, message } });

describe.each([
  { rows: 'read', kept: false },
  { rows: 'kept', kept: true },
])("route guards, members' rows $rows", ({ kept }) => {
  const post = (url: string, who: keyof typeof memberIds | 'signed out', payload: object) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers:
        who === 'signed out'
          ? {}
          : { 'x-member': memberIds[who], ...(kept ? { 'x-kept': '1' } : {}) },
    });
  let readsBefore = 0;
  beforeEach(() => {
    readsBefore = rowReads;
  });
  afterEach(() => {
    // A kept row answers both hooks without the async read; otherwise the read is made.
    if (kept) expect(rowReads).toBe(readsBefore);
  });

  it('answer a signed-out request 401 before its input is read', async () => {
    for (const url of ['/members', '/admins', '/coded']) {
      for (const payload of [{ n: 1 }, { n: 'not a number' }]) {
        const response = await post(url, 'signed out', payload);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error.code).toBe('unauthenticated');
      }
    }
  });

  it('validate the input before the policy: a refused member with bad input hears 400', async () => {
    expect((await post('/admins', 'free', { n: 'x' })).statusCode).toBe(400);
  });

  it('refuse with 403 forbidden and the route refusal, or with its own code', async () => {
    const refused = await post('/admins', 'free', { n: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(error('forbidden', 'Admins only'));
    const coded = await post('/coded', 'admin', { n: 1 });
    expect(coded.statusCode).toBe(403);
    expect(coded.json()).toEqual(error('club_required', 'Join the club first'));
  });

  it('let the allowed member through as request.actor', async () => {
    expect((await post('/admins', 'admin', { n: 1 })).json()).toEqual({ id: memberIds.admin });
    expect((await post('/members', 'free', { n: 1 })).json()).toEqual({ id: memberIds.free });
    if (!kept) expect(rowReads).toBeGreaterThan(readsBefore);
  });
});
