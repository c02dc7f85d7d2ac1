import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** The web's types of the API, generated from the OpenAPI document and checked in. */
export const WEB_API_TYPES_FILE = fileURLToPath(
  new URL('../../../web/src/lib/api-schema.gen.ts', import.meta.url),
);

const HEADER = `/**
 * Generated from the server's OpenAPI document by \`npm run api:types\`: do not edit.
 * A test fails when this file differs from what the current server generates.
 */
`;

/**
 * The OpenAPI document of the app as configured for tests, built in this process: no server
 * listens and no keys are needed. The app's ready hooks start its workers, whose first runs
 * query `database` (the test's migrated copy of the run's template); without one, an empty
 * in-memory database, created and then closed here (`npm run api:types`).
 */
export async function buildOpenApiDocument(database?: DatabaseHandle): Promise<OpenAPI3> {
  const handle = database ?? (await openDatabase({ databaseUrl: undefined, dataDir: null }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const { app } = await buildApp({ config, database: handle, logger: false });
  try {
    await app.ready();
    return (await app.inject({ url: '/api/openapi.json' })).json<OpenAPI3>();
  } finally {
    await app.close();
    if (!database) await handle.close();
  }
}

/** The text of the web's generated API types, formatted as the repository formats code. */
export async function generateWebApiTypes(document: OpenAPI3): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document));
  const options = await prettier.resolveConfig(WEB_API_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: WEB_API_TYPES_FILE });
}
