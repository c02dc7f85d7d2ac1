import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { buildOpenApiDocument, generateWebApiTypes, WEB_API_TYPES_FILE } from './web-types';

// The app on a copy of the run's migrated template, as every server test's (decision 0075): its
// ready hooks' first queries (the checkout's settle) then wait for no database to be created.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.drop());

it("keeps the web's generated API types in step with the server's schemas", async () => {
  const current = await generateWebApiTypes(await buildOpenApiDocument(database.handle));
  const checkedIn = await readFile(WEB_API_TYPES_FILE, 'utf8');
  expect(
    checkedIn === current,
    'apps/web/src/lib/api-schema.gen.ts is out of date: run npm run api:types',
  ).toBe(true);
});
