import { describe, expect, it } from 'vitest';
import { signS3Request } from './s3-signer';

describe('signS3Request', () => {
  it("matches AWS's published GET Object example", async () => {
    // Amazon S3 API reference, "Signature Calculations for the Authorization Header", example 1.
    const headers = await signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        now: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the session token of temporary credentials and sends it', async () => {
    const request = {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      now: new Date('2013-05-24T00:00:00Z'),
    };
    const credentials = {
      accessKeyId: 'ASIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
    };
    const withToken = await signS3Request(request, { ...credentials, sessionToken: 'token-1' });
    expect(withToken['x-amz-security-token']).toBe('token-1');
    expect(withToken.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
    const otherToken = await signS3Request(request, { ...credentials, sessionToken: 'token-2' });
    expect(otherToken.authorization).not.toBe(withToken.authorization);
  });
});
