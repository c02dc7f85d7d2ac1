import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { buildOpenApiDocument, generateWebApiTypes, WEB_API_TYPES_FILE } from './web-types';

it("keeps the web's generated API types in step with the server's schemas", async () => {
  const current = await generateWebApiTypes(await buildOpenApiDocument());
  const checkedIn = await readFile(WEB_API_TYPES_FILE, 'utf8');
  expect(
    checkedIn === current,
    'apps/web/src/lib/api-schema.gen.ts is out of date: run npm run api:types',
  ).toBe(true);
});
