import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

const credentials = { accessKeyId: 'app-key', secretAccessKey: 'app-secret', region: 'us-east-1' };
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  t = await createTestApp({
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'community-uploads',
    S3_REGION: credentials.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('uploads with S3-compatible storage configured', () => {
  it('stores the re-encoded image in the bucket and serves it from there', async () => {
    const cookie = await signInAs(t.app, 'free');
    const png = await sharp({
      create: { width: 20, height: 10, channels: 3, background: '#22aa66' },
    })
      .png()
      .toBuffer();
    const boundary = 'bbt-s3-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="channel"\r\n\r\ngeneral\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chart.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(upload.statusCode).toBe(201);
    const { id } = upload.json().upload;
    const stored = s3.objects.get(`/community-uploads/images/${id}.webp`);
    expect(stored?.subarray(8, 12).toString()).toBe('WEBP');
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${id}`,
      headers: { cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored!)).toBe(true);
  });
});
