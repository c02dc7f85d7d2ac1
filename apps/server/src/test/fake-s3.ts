import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signS3Request, type S3Credentials } from '../plugins/s3-signer';

/**
 * A local S3-compatible store for tests: PUT, GET, HEAD and DELETE of objects in path-style
 * buckets, each request's Signature V4 (over the headers it names as signed, the payload hash and
 * the session token of temporary credentials) checked against the credentials it knows (403 when
 * it doesn't match).
 */
export async function startFakeS3(credentials: S3Credentials) {
  const objects = new Map<string, Buffer>();
  /** Every request received, to assert on what a client sent. */
  const requests: { method: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const now = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const authorization = req.headers.authorization ?? '';
    const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const signedHeaders = Object.fromEntries(
      signedNames
        .filter((name) => name !== 'host')
        .map((name) => [name, String(req.headers[name])]),
    );
    const expected = await signS3Request(
      {
        method: req.method ?? 'GET',
        url,
        headers: signedHeaders,
        ...(body.length && { body }),
        now,
      },
      credentials,
    );
    requests.push({ method: req.method ?? 'GET', headers: req.headers });
    if (authorization !== expected.authorization) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, body);
      res.writeHead(200).end();
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(url.pathname);
      if (!object)
        res
          .writeHead(404)
          .end(req.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
      else if (req.method === 'HEAD') res.writeHead(200, { 'content-length': object.length }).end();
      else res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(object);
    } else if (req.method === 'DELETE') {
      objects.delete(url.pathname);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
