import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

function operations() {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method,
      responses: (operation as OpenAPIV3.OperationObject).responses as Record<
        string,
        OpenAPIV3.ResponseObject
      >,
    })),
  );
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document by an independent validator', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route that answers JSON', () => {
    expect(operations().length).toBeGreaterThan(80);
    expect(document.paths['/api/channels/{slug}/messages']?.get).toBeDefined();
  });

  it('gives every operation a success response with a body schema, unless it has no body', () => {
    const lacking = operations().filter(({ responses }) => {
      const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      return (
        success.length === 0 ||
        success.some(([status, response]) => status !== '204' && !response.content)
      );
    });
    expect(lacking.map((o) => o.name)).toEqual([]);
  });

  it('gives every operation the error shape for the errors any route can answer', () => {
    const missing = operations().flatMap(({ name, method, responses }) => {
      const statuses = ['400', '500', ...(WRITES.has(method) ? ['403', '413', '415'] : [])];
      return statuses
        .filter((status) => {
          const schema = responses[status]?.content?.['application/json']?.schema;
          return !schema || !('$ref' in schema) || schema.$ref !== '#/components/schemas/Error';
        })
        .map((status) => `${name} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('describes the error shape once, as a component', () => {
    const error = document.components?.schemas?.Error as OpenAPIV3.SchemaObject;
    expect(error.required).toEqual(['error']);
  });

  it('describes the chat message as a real schema, not an opaque one', () => {
    const message = document.components?.schemas?.ChatMessage as OpenAPIV3.SchemaObject;
    expect(message.required).toEqual(expect.arrayContaining(['id', 'author', 'text', 'reactions']));
    expect(message.additionalProperties).toBe(false);
  });
});
