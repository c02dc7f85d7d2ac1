import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';

/** What signs S3 requests; the session token comes with temporary credentials (IAM roles, STS). */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
  region: string;
}

/**
 * Returns the headers to send: the given ones plus x-amz-date, x-amz-content-sha256,
 * x-amz-security-token (with temporary credentials) and the Signature V4 Authorization over all
 * of them. The payload is hashed rather than sent unsigned, so a store reached over plain HTTP
 * (MinIO on a private network) still rejects a body changed on the way.
 */
export async function signS3Request(
  request: {
    method: string;
    url: URL;
    headers?: Record<string, string>;
    body?: Buffer;
    now?: Date;
  },
  credentials: S3Credentials,
): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url.toString(),
    headers: {
      ...request.headers,
      'x-amz-content-sha256': createHash('sha256')
        .update(request.body ?? '')
        .digest('hex'),
    },
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    sessionToken: credentials.sessionToken,
    region: credentials.region,
    service: 's3',
    datetime: (request.now ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, ''),
    // Sign every header we were given (the library skips some, such as range, by default).
    allHeaders: true,
  });
  const { headers } = await signer.sign();
  return Object.fromEntries(headers);
}
