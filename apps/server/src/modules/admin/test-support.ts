// Shared by the admin console's integration tests (not used by the server itself).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { freshClientAddress } from '../../test/client-address';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

/** The app on its own database, with uploads in a temporary folder and room for many sign-ins. */
export async function createAdminTestApp(): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-admin-'));
  const t = await createTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  return {
    ...t,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { freshClientAddress as freshIp } from '../../test/client-address';

/** A small real PNG. */
export const pngImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

/** A multipart/form-data body with one file in the field `file`, after the text `fields`. */
export function multipartFile(
  data: Buffer,
  filename = 'product.png',
  contentType = 'image/png',
  fields: Record<string, string> = {},
) {
  const boundary = `----bbt-admin-test-${randomUUID()}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A refusal with this status, in the one error shape `{error: {code, message}}`. */
export function expectError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

/**
 * The console's test app (see createAdminTestApp) with the admin, the founder and a free member
 * signed in. Call it at the top of the file: it registers the hooks that start and close the
 * app. `request` calls as the admin unless given another cookie (null: signed out), from a fresh
 * client address, as JSON when the payload is a string.
 */
export function adminConsole() {
  let t: TestApp;
  const cookies = { admin: '', founder: '', member: '' };
  beforeAll(async () => {
    t = await createAdminTestApp();
    cookies.admin = await signInAs(t.app, 'admin');
    cookies.founder = await signInAs(t.app, 'founder');
    cookies.member = await signInAs(t.app, 'free');
  });
  afterAll(() => t.close());

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie: string | null = cookies.admin,
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshClientAddress(),
      headers: {
        ...(cookie && { cookie }),
        ...(typeof payload === 'string' && { 'content-type': 'application/json' }),
      },
      ...(payload !== undefined && { payload: payload as object }),
    });

  return {
    get t() {
      return t;
    },
    cookies,
    request,
  };
}
