import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amzDate, signV4 } from './s3-request.ts';

// The signer against AWS's published Signature Version 4 test suite (get-vanilla), so a mistake in
// the canonical request shows here rather than as a 403 from a real bucket.

describe('signV4', () => {
  it("matches AWS's get-vanilla test vector", () => {
    const authorization = signV4({
      method: 'GET',
      path: '/',
      headers: { host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' },
      payloadHash: createHash('sha256').update('').digest('hex'),
      region: 'us-east-1',
      service: 'service',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('formats x-amz-date without separators or milliseconds', () => {
    expect(amzDate(new Date('2015-08-30T12:36:00.123Z'))).toBe('20150830T123600Z');
  });
});
