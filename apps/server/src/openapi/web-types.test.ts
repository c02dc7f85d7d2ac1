import { readFile } from 'node:fs/promises';
import type { OpenAPI3 } from 'openapi-typescript';
import { beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { buildOpenApiDocument, generateWebApiTypes, WEB_API_TYPES_FILE } from './web-types';

// The app is built as every server test file builds its own, before the test: on a copy of the
// run's migrated template (decision 0075), so its ready hooks' first queries (the checkout's
// settle) wait for no database to be created.
let document: OpenAPI3;
beforeAll(async () => {
  const database = await createTestDatabase({ seed: false });
  try {
    document = await buildOpenApiDocument(database.handle);
  } finally {
    await database.drop();
  }
});

it("keeps the web's generated API types in step with the server's schemas", async () => {
  const current = await generateWebApiTypes(document);
  const checkedIn = await readFile(WEB_API_TYPES_FILE, 'utf8');
  expect(
    checkedIn === current,
    'apps/web/src/lib/api-schema.gen.ts is out of date: run npm run api:types',
  ).toBe(true);
});
