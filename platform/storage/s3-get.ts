import { type S3Config, s3Refusal, s3Request } from './s3-request.ts';

// Received WhatsApp media are private, so they are read through the API (admins, the shop's
// dashboard), never by a public bucket URL.

/** The object's bytes, or null when the store has no such key; throws when the store refuses. */
export async function s3GetObject(options: {
  config: S3Config;
  key: string;
  now?: Date;
}): Promise<{ bytes: Uint8Array; contentType: string | null } | null> {
  const response = await s3Request({ ...options, method: 'GET' });
  if (response.status === 404) return null;
  if (!response.ok) throw await s3Refusal(response, `GET ${options.key}`);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
  };
}
