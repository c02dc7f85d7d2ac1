import Fastify, { type FastifySchema } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler, notFound } from './errors';
import { declareSharedErrorResponses, errorResponses, sendJsonText } from './http';
import { checkResponseBodies } from './response-check';

const app = Fastify({ logger: false });
const pointSchema = z.object({ x: z.number(), y: z.number() });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  declareSharedErrorResponses(app);
  checkResponseBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: pointSchema, ...errorResponses(404) } };
  routes.get('/described', { schema }, async () => ({ x: 1, y: 2 }));
  routes.get('/extra-key', { schema }, async (_request, reply) =>
    sendJsonText(reply, JSON.stringify({ x: 1, y: 2, secret: 'leaked' })),
  );
  routes.get('/wrong-type', { schema }, async (_request, reply) =>
    sendJsonText(reply, JSON.stringify({ x: '1', y: 2 })),
  );
  // Typed loosely: the type provider would refuse the undeclared status at compile time.
  app.get('/undeclared-status', { schema: schema as FastifySchema }, async (_request, reply) =>
    reply.status(202).send({ x: 1, y: 2 }),
  );
  routes.get('/declared-error', { schema }, async () => {
    throw notFound();
  });
  routes.get('/undeclared-error', { schema: { response: { 200: pointSchema } } }, async () => {
    throw notFound();
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });

describe('the response check of tests', () => {
  it('passes bodies the route describes, errors included', async () => {
    expect((await get('/described')).json()).toEqual({ x: 1, y: 2 });
    expect((await get('/declared-error')).statusCode).toBe(404);
  });

  it('fails a body with a key the schema does not describe', async () => {
    const response = await get('/extra-key');
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 'undescribed_response',
      message: expect.stringContaining('must NOT have additional properties'),
    });
  });

  it('fails a body whose value has another type than its schema says', async () => {
    const response = await get('/wrong-type');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toMatch(
      /GET \/wrong-type answered 200 with body\/x must be number/,
    );
  });

  it('fails a status the route does not declare, success or error', async () => {
    for (const [url, status] of [
      ['/undeclared-status', 202],
      ['/undeclared-error', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe(
        `GET ${url} declares no response for status ${status}`,
      );
    }
  });
});
