import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import { COPY, LIMITS, type Ack, type ChatMessage } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from './schema';
import { createLocalStorage } from '../../plugins/storage';
import { freshClientAddress } from '../../test/client-address';
import { createTestApp, demoPersona, signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectWithCookie,
  eventually,
  listen,
  type TestSocket,
} from '../../test/test-sockets';
import { removeWithdrawnImages } from './service';

let t: TestApp;
let dataDir: string;
let url: string;
const cookies = {} as Record<'free' | 'founder' | 'premium', string>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  cookies.free = await signInAs(t.app, 'free');
  cookies.founder = await signInAs(t.app, 'founder');
  cookies.premium = await signInAs(t.app, 'premium');
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body built by hand, parts in the given order. */
function multipartBody(parts: Part[]) {
  const boundary = `----bbt-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/uploads with these parts, in this order. */
const uploadParts = (cookie: string | undefined, parts: Part[]) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(cookie && { cookie }) },
    remoteAddress: freshClientAddress(),
  });
};

const upload = (
  cookie: string | undefined,
  file: { data: Buffer; filename?: string; contentType?: string } | null,
  channel: string | null = 'general',
) => {
  const parts: Part[] = [];
  if (channel !== null) parts.push({ name: 'channel', value: channel });
  if (file) {
    parts.push({
      name: 'file',
      filename: file.filename ?? 'chart.png',
      contentType: file.contentType ?? 'image/png',
      data: file.data,
    });
  }
  return uploadParts(cookie, parts);
};

const getImage = (cookie: string | undefined, imageUrl: string) =>
  t.app.inject({
    method: 'GET',
    url: imageUrl,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshClientAddress(),
  });

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff9900' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
    .jpeg()
    .toBuffer();

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

const uploadRows = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0]?.n ?? 0;

/** Every file stored under DATA_DIR (uploads land in DATA_DIR/uploads/images). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Runs a refused upload and checks that neither a row nor a file was added. */
async function expectNothingStored(run: () => Promise<void>) {
  const rowsBefore = await uploadRows();
  const filesBefore = await storedFiles();
  await run();
  expect(await uploadRows()).toBe(rowsBefore);
  expect(await storedFiles()).toEqual(filesBefore);
}

async function socketOf(as: 'free' | 'founder' | 'premium') {
  const socket = await connectWithCookie(url, cookies[as]);
  sockets.push(socket);
  return socket;
}

const send = (
  socket: TestSocket,
  input: { channel: string; uploadId: string; text?: string; clientId?: string },
) =>
  socket.emitWithAck('message:send', {
    channel: input.channel,
    clientId: input.clientId ?? randomUUID(),
    text: input.text ?? '',
    uploadId: input.uploadId,
  }) as Promise<Ack<ChatMessage>>;

describe('POST /api/uploads', () => {
  it('accepts a PNG from the free member in general and serves it as WebP to other readers', async () => {
    const response = await upload(cookies.free, { data: await png() });
    expect(response.statusCode).toBe(201);
    const { upload: stored } = response.json();
    expect(stored).toEqual({
      id: expect.any(String),
      url: `/api/uploads/${stored.id}`,
      width: 40,
      height: 30,
    });

    const [row] = await t.db
      .select()
      .from(uploads)
      .where(sql`${uploads.id} = ${stored.id}`);
    expect(row).toMatchObject({
      userId: demoPersona('free').id,
      channel: 'general',
      contentType: 'image/webp',
      width: 40,
      height: 30,
    });
    const onDisk = await readFile(path.join(dataDir, 'uploads', row?.storageKey ?? 'missing'));
    expect(isWebp(onDisk)).toBe(true);

    const served = await getImage(cookies.premium, stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(isWebp(served.rawPayload)).toBe(true);
    expect(served.rawPayload.equals(onDisk)).toBe(true);
    const decoded = await sharp(served.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('strips EXIF metadata from a JPEG', async () => {
    const jpeg = await jpegWithExif();
    expect(jpeg.includes('secret-gps')).toBe(true);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(cookies.free, {
      data: jpeg,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().upload).toMatchObject({ width: 64, height: 48 });

    const served = await getImage(cookies.premium, response.json().upload.url);
    expect(served.statusCode).toBe(200);
    expect(isWebp(served.rawPayload)).toBe(true);
    expect(served.rawPayload.includes('secret-gps')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('scales a large image down to 2048 px on its longest side', async () => {
    const wide = await sharp({
      create: { width: 3000, height: 100, channels: 3, background: '#00aa55' },
    })
      .png()
      .toBuffer();
    const response = await upload(cookies.free, { data: wide });
    expect(response.statusCode).toBe(201);
    expect(response.json().upload).toMatchObject({ width: 2048, height: 68 });
  });

  it('drops bytes hidden after the image data', async () => {
    const smuggled = Buffer.concat([await png(), Buffer.from('<script>secret-trailer</script>')]);
    const response = await upload(cookies.free, { data: smuggled });
    expect(response.statusCode).toBe(201);
    const served = await getImage(cookies.premium, response.json().upload.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('secret-trailer')).toBe(false);
  });

  it('refuses a broken image and a decompression bomb with 415, never 5xx', async () => {
    const whole = await png();
    const bomb = Buffer.from(whole);
    // IHDR starts at byte 8: length(4) "IHDR"(4) width(4) height(4) ...; its CRC follows the 13 data bytes.
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    for (const [name, data] of [
      ['truncated', whole.subarray(0, 60)],
      ['bomb', bomb],
    ] as const) {
      await expectNothingStored(async () => {
        const response = await upload(cookies.free, { data });
        expect(response.statusCode, name).toBe(415);
        expect(response.json().error.code, name).toBe('unreadable_image');
      });
    }
  });

  it('refuses an SVG (not an accepted image type) with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, {
        data: svg,
        filename: 'x.svg',
        contentType: 'image/svg+xml',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('not_an_image');
    });
  });

  it('refuses a signed-out upload with 401', async () => {
    const data = await png();
    await expectNothingStored(async () => {
      const response = await upload(undefined, { data });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'unauthenticated' });
    });
  });

  it('refuses text bytes named x.png as not an image (415)', async () => {
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, {
        data: Buffer.from('this is not an image, only text pretending to be one\n'),
        filename: 'x.png',
        contentType: 'image/png',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({ code: 'not_an_image', message: expect.any(String) });
    });
  });

  it('refuses a file of 8388609 bytes with 413 and the spec message', async () => {
    const data = Buffer.alloc(LIMITS.uploadMaxBytes + 1, 0x61);
    expect(data.length).toBe(8388609);
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, { data });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: { code: 'file_too_large', message: 'File transfer limit is 8MB' },
      });
      expect(COPY.chat.fileTooLarge).toBe('File transfer limit is 8MB');
    });
  });

  it('lets exactly 8388608 bytes past the size rule (a non-image of that size is 415, not 413)', async () => {
    const data = Buffer.alloc(LIMITS.uploadMaxBytes, 0x61);
    expect(data.length).toBe(8388608);
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, { data, filename: 'big.png' });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('not_an_image');
    });
  });

  it('refuses an upload without a channel field (400)', async () => {
    const data = await png();
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, { data }, null);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'channel_required',
        message: expect.stringContaining('channel'),
      });
    });
  });

  it('refuses a NUL character in a text field with 400 invalid_text, as the JSON edge does', async () => {
    const data = await png();
    const image = (filename = 'chart.png'): Part => ({
      name: 'file',
      filename,
      contentType: 'image/png',
      data,
    });
    const refusals: [string, Part[]][] = [
      // A ticket channel is looked up in the database, which can't take the NUL.
      ['a ticket channel', [{ name: 'channel', value: 'ticket\u0000' }, image()]],
      ['a channel', [{ name: 'channel', value: 'general\u0000' }, image()]],
      ['a field name', [{ name: 'channel\u0000', value: 'general' }, image()]],
      ['a file name', [{ name: 'channel', value: 'general' }, image('chart\u0000.png')]],
    ];
    for (const [where, parts] of refusals) {
      await expectNothingStored(async () => {
        const response = await uploadParts(cookies.free, parts);
        expect(response.statusCode, where).toBe(400);
        expect(response.json().error, where).toEqual({
          code: 'invalid_text',
          message: expect.stringMatching(/NUL/),
        });
      });
    }
  });

  it('refuses an upload to an unknown channel (404)', async () => {
    const data = await png();
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, { data }, 'no_such_channel');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'not_found',
        message: COPY.chat.channelNotFound,
      });
    });
  });

  it('refuses an upload to a channel the member may not read (free to premium: 403)', async () => {
    const data = await png();
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, { data }, 'premium');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'no_permission',
        message: COPY.chat.noPermission,
      });
    });
  });

  it('refuses an upload to a locked channel (free to announcements: 403 locked)', async () => {
    const data = await png();
    await expectNothingStored(async () => {
      const response = await upload(cookies.free, { data }, 'announcements');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'locked',
        message: COPY.chat.composerLocked,
      });
    });
  });
});

describe('upload rate limit', () => {
  it('answers the 21st upload in a minute from one client with 429 and a clear message', async () => {
    const body = multipartBody([
      { name: 'channel', value: 'general' },
      { name: 'file', filename: 'x.png', contentType: 'image/png', data: Buffer.from('not png') },
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { 'content-type': body.contentType, cookie: cookies.free },
        remoteAddress: '10.99.0.1',
      });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(415);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests: try again in/),
      },
    });
  });
});

describe('GET /api/uploads/:id', () => {
  let premiumImageUrl: string;
  beforeAll(async () => {
    const response = await upload(cookies.founder, { data: await png() }, 'premium');
    expect(response.statusCode).toBe(201);
    premiumImageUrl = response.json().upload.url;
  });

  it('serves an image only to members who may read its channel', async () => {
    const refused = await getImage(cookies.free, premiumImageUrl);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'no_permission',
      message: COPY.chat.noPermission,
    });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);

    const served = await getImage(cookies.premium, premiumImageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(isWebp(served.rawPayload)).toBe(true);
  });

  it('needs a session (401)', async () => {
    const response = await getImage(undefined, premiumImageUrl);
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown id with 404 and a malformed one with 400, never 5xx', async () => {
    const unknown = await getImage(cookies.free, `/api/uploads/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');

    for (const bad of ['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', "1'%20or%20'1'='1"]) {
      const response = await getImage(cookies.free, `/api/uploads/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code, bad).toBe('validation_failed');
    }
    // Past the router's parameter length: still a client error in the one error shape.
    const tooLong = await getImage(cookies.free, `/api/uploads/${'x'.repeat(300)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().error.code).toBe('bad_url');
  });
});

describe('image messages', () => {
  it('puts the uploaded image on a message sent with its uploadId', async () => {
    const uploaded = (await upload(cookies.free, { data: await png() })).json().upload;
    const free = await socketOf('free');
    const premium = await socketOf('premium');
    const received = collect(premium, 'message:new');

    const ack = await send(free, { channel: 'general', uploadId: uploaded.id });
    expect(ack).toMatchObject({
      ok: true,
      data: {
        channel: 'general',
        text: '',
        image: { url: `/api/uploads/${uploaded.id}`, width: 40, height: 30 },
      },
    });

    // Another reader gets it live with its image, and from history too.
    await eventually(() =>
      expect(received.find((m) => ack.ok && m.id === ack.data.id)?.image).toEqual({
        url: uploaded.url,
        width: 40,
        height: 30,
      }),
    );
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/channels/general/messages',
      headers: { cookie: cookies.premium },
    });
    const stored = (history.json().messages as ChatMessage[]).find(
      (m) => ack.ok && m.id === ack.data.id,
    );
    expect(stored?.image).toEqual({ url: uploaded.url, width: 40, height: 30 });
    expect((await getImage(cookies.premium, uploaded.url)).statusCode).toBe(200);
  });

  it("refuses another member's upload", async () => {
    const founders = (await upload(cookies.founder, { data: await png() })).json().upload;
    const free = await socketOf('free');
    const ack = await send(free, { channel: 'general', uploadId: founders.id });
    expect(ack).toEqual({
      ok: false,
      error: { code: 'invalid_upload', message: expect.any(String) },
    });
  });

  it('refuses an upload made for another channel', async () => {
    const beginners = (await upload(cookies.free, { data: await png() }, 'begginer')).json().upload;
    const free = await socketOf('free');
    const ack = await send(free, { channel: 'general', uploadId: beginners.id });
    expect(ack).toEqual({
      ok: false,
      error: { code: 'invalid_upload', message: expect.any(String) },
    });
  });

  it('refuses an unknown uploadId', async () => {
    const free = await socketOf('free');
    const ack = await send(free, { channel: 'general', uploadId: randomUUID() });
    expect(ack).toMatchObject({ ok: false, error: { code: 'invalid_upload' } });
  });
});

describe('deleting an image message withdraws its image', () => {
  /** An image uploaded by `as` and posted in a message of its own. */
  async function postImage(as: 'free' | 'founder', channel = 'general') {
    const uploaded = (await upload(cookies[as], { data: await png() }, channel)).json().upload;
    const ack = await send(await socketOf(as), { channel, uploadId: uploaded.id });
    if (!ack.ok) throw new Error(`image message refused: ${ack.error.code}`);
    expect((await getImage(cookies.premium, uploaded.url)).statusCode).toBe(200);
    return { id: uploaded.id as string, url: uploaded.url as string, messageId: ack.data.id };
  }

  async function expectWithdrawn(imageUrl: string) {
    for (const as of ['free', 'premium', 'founder'] as const) {
      const response = await getImage(cookies[as], imageUrl);
      expect(response.statusCode, as).toBe(404);
      expect(response.json().error.code, as).toBe('not_found');
    }
  }

  const deleteAs = async (as: 'free' | 'founder', messageId: number) =>
    (await socketOf(as)).emitWithAck('message:delete', { id: messageId });

  it('by its author: no one gets it any more, and it is never attached again', async () => {
    const image = await postImage('free');
    expect(await deleteAs('free', image.messageId)).toMatchObject({ ok: true });
    await expectWithdrawn(image.url);

    const reused = await send(await socketOf('free'), { channel: 'general', uploadId: image.id });
    expect(reused).toMatchObject({ ok: false, error: { code: 'upload_already_attached' } });
  });

  it("by staff deleting a member's message", async () => {
    const image = await postImage('free');
    expect(await deleteAs('founder', image.messageId)).toMatchObject({ ok: true });
    await expectWithdrawn(image.url);
  });

  it('by /clear, for every image among the cleared messages', async () => {
    const images = [await postImage('free', 'begginer'), await postImage('free', 'begginer')];
    const cleared = await (
      await socketOf('founder')
    ).emitWithAck('command:run', { channel: 'begginer', text: '/clear' });
    expect(cleared).toMatchObject({ ok: true });
    for (const image of images) await expectWithdrawn(image.url);
  });
});

describe('the files of withdrawn images', () => {
  const storage = () => createLocalStorage(path.join(dataDir, 'uploads'));
  const fileOf = (id: string) => path.join(dataDir, 'uploads', 'images', `${id}.webp`);
  const uploadRow = async (id: string) =>
    (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0];

  async function deletedImage() {
    const uploaded = (await upload(cookies.free, { data: await png() })).json().upload;
    const free = await socketOf('free');
    const ack = await send(free, { channel: 'general', uploadId: uploaded.id });
    if (!ack.ok) throw new Error(`image message refused: ${ack.error.code}`);
    expect(await free.emitWithAck('message:delete', { id: ack.data.id })).toMatchObject({
      ok: true,
    });
    return uploaded as { id: string; url: string };
  }

  it('leave storage after the deletion commits, and the image stays gone (404)', async () => {
    const image = await deletedImage();
    await removeWithdrawnImages(t.db, storage());
    await expect(stat(fileOf(image.id))).rejects.toThrow(/ENOENT/);
    expect(await uploadRow(image.id)).toBeUndefined();
    expect((await getImage(cookies.free, image.url)).statusCode).toBe(404);
    const reused = await send(await socketOf('free'), { channel: 'general', uploadId: image.id });
    expect(reused).toMatchObject({ ok: false, error: { code: 'invalid_upload' } });
  });

  it('left behind by a crash after the commit are removed when a server starts', async () => {
    const image = await deletedImage();
    // The instance that deleted the message never got to the file; another one starts.
    expect(await uploadRow(image.id)).toBeDefined();
    const restarted = await createTestApp({ DATA_DIR: dataDir }, { sharedDatabase: t.database });
    try {
      await eventually(async () => {
        await expect(stat(fileOf(image.id))).rejects.toThrow(/ENOENT/);
        expect(await uploadRow(image.id)).toBeUndefined();
      }, 10_000);
    } finally {
      await restarted.close();
    }
  });

  it('already gone from storage when a crash came between file and row: 404, then cleaned up', async () => {
    const image = await deletedImage();
    await rm(fileOf(image.id));
    expect((await getImage(cookies.premium, image.url)).statusCode).toBe(404);
    await removeWithdrawnImages(t.db, storage());
    expect(await uploadRow(image.id)).toBeUndefined();
  });
});

describe('one message per upload', () => {
  it('refuses a second message with the same upload (409), and answers a retry of the first with it', async () => {
    const uploaded = (await upload(cookies.free, { data: await png() })).json().upload;
    const free = await socketOf('free');
    const clientId = randomUUID();
    const first = await send(free, { channel: 'general', uploadId: uploaded.id, clientId });
    expect(first).toMatchObject({ ok: true, data: { image: { url: uploaded.url } } });

    const second = await send(free, { channel: 'general', uploadId: uploaded.id });
    expect(second).toEqual({
      ok: false,
      error: { code: 'upload_already_attached', message: expect.any(String) },
    });

    const retry = await send(free, { channel: 'general', uploadId: uploaded.id, clientId });
    expect(retry).toMatchObject({
      ok: true,
      data: { id: first.ok && first.data.id, image: { url: uploaded.url } },
    });
    const attached = await t.db.execute(
      sql`select count(*)::int as n from messages where upload_id = ${uploaded.id}`,
    );
    expect((attached as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });
});

describe('the OpenAPI document', () => {
  const operations = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json().paths as Record<string, Record<string, OpenApiOperation>>;
  };
  interface OpenApiOperation {
    requestBody?: {
      required?: boolean;
      description?: string;
      content: Record<string, { schema: { properties?: object; required?: string[] } }>;
    };
    responses: Record<string, { content?: Record<string, unknown> }>;
  }

  it('declares the upload as a multipart/form-data body with its channel and file', async () => {
    const post = (await operations())['/api/uploads']?.post;
    expect(post?.requestBody?.required).toBe(true);
    expect(post?.requestBody?.description).toMatch(/multipart/);
    expect(Object.keys(post?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const form = post?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties).toMatchObject({
      channel: { type: 'string' },
      file: { type: 'string', format: 'binary' },
    });
    expect(form?.required).toEqual(['channel', 'file']);
  });

  it('declares the image and every refusal of GET /api/uploads/{id}', async () => {
    const get = (await operations())['/api/uploads/{id}']?.get;
    expect(Object.keys(get?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '500',
    ]);
    expect(Object.keys(get?.responses['200']?.content ?? {})).toEqual(['image/webp']);
    for (const status of ['400', '401', '403', '404', '500'])
      expect(Object.keys(get?.responses[status]?.content ?? {}), status).toEqual([
        'application/json',
      ]);
  });
});
