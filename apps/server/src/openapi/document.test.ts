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

/**
 * Properties that, wherever the API has them, hold one of the domain's unions (channel group,
 * order status, notification level, badge tier, role key, member priority...): documented as
 * free strings or numbers, the web's generated types lose the union and the web casts values
 * back (decision 0061). The shared schemas of `domain-schemas.ts` document them exactly.
 */
const UNION_PROPERTIES = new Set([
  'group',
  'status',
  'notify',
  'level',
  'kind',
  'role',
  'priority',
  'badgeTier',
  'tier',
  'fromTier',
  'heldTier',
  'includedInTier',
]);
/** Exact paths of properties whose name is too common for the set above. */
const UNION_PATHS = new Set(['GET /api/channels 200 .channels[].reason']);

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;

/** A schema that admits only listed values (an enum, a constant, or a choice of them). */
function isClosed(schema: Schema): boolean {
  if ('$ref' in schema) return true;
  if (schema.enum || 'const' in schema) return true;
  if (schema.type === 'array') return schema.items ? isClosed(schema.items) : false;
  const choices = (schema.anyOf ?? schema.oneOf)?.filter(
    (choice) => !('type' in choice && (choice.type as string) === 'null'),
  );
  return !!choices && choices.length > 0 && choices.every(isClosed);
}

const FREE_TYPES = new Set(['string', 'number', 'integer']);

/**
 * A string or number that admits any value (a flag of the same name, a boolean, is no union).
 */
function isFree(schema: Schema): boolean {
  if (isClosed(schema) || '$ref' in schema) return false;
  if (schema.type === 'array') return !!schema.items && isFree(schema.items);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.some(isFree);
  return FREE_TYPES.has(schema.type as string);
}

/** Every property path under a schema whose name marks a domain union but admits any value. */
function openUnions(schema: Schema | undefined, at: string, found: string[]): void {
  if (!schema || '$ref' in schema) return;
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    openUnions(choice, at, found);
  if (schema.type === 'array') openUnions(schema.items, `${at}[]`, found);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${at}.${name}`;
    if ((UNION_PROPERTIES.has(name) || UNION_PATHS.has(path)) && isFree(property)) found.push(path);
    openUnions(property, path, found);
  }
}

describe('the OpenAPI document and the domain unions', () => {
  it('documents every property holding a domain union as its exact values', () => {
    const found: string[] = [];
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
      openUnions(schema, `#${name}`, found);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        const { responses, requestBody, parameters } = operation as OpenAPIV3.OperationObject;
        const name = `${method.toUpperCase()} ${path}`;
        for (const [status, response] of Object.entries(responses ?? {}))
          openUnions(
            (response as OpenAPIV3.ResponseObject).content?.['application/json']?.schema,
            `${name} ${status} `,
            found,
          );
        openUnions(
          (requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.['application/json']
            ?.schema,
          `${name} body `,
          found,
        );
        for (const parameter of (parameters ?? []) as OpenAPIV3.ParameterObject[])
          if (UNION_PROPERTIES.has(parameter.name) && parameter.schema && isFree(parameter.schema))
            found.push(`${name} ?${parameter.name}`);
      }
    }
    expect(found).toEqual([]);
  });
});
