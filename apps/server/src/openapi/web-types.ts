import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

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
 * listens, no keys are needed, and the database (empty, in memory) is never queried.
 */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: null });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const { app } = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return (await app.inject({ url: '/api/openapi.json' })).json<OpenAPI3>();
  } finally {
    await app.close();
    await database.close();
  }
}

/** The text of the web's generated API types, formatted as the repository formats code. */
export async function generateWebApiTypes(document: OpenAPI3): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document));
  const options = await prettier.resolveConfig(WEB_API_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: WEB_API_TYPES_FILE });
}
