import { amzDate, EMPTY_PAYLOAD_HASH, type S3Config, s3ObjectPath, signV4 } from './s3-put.ts';

// One object GET from the same store, signed like the PUT: received WhatsApp media are private,
// so they are read through the API (admins, the shop's dashboard), never by a public bucket URL.

/** The object's bytes, or null when the store has no such key; throws when the store refuses. */
export async function s3GetObject(options: {
  config: S3Config;
  key: string;
  now?: Date;
}): Promise<{ bytes: Uint8Array; contentType: string | null } | null> {
  const { config } = options;
  const { origin, host, path } = s3ObjectPath(config, options.key);
  const headers: Record<string, string> = {
    host,
    'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
    'x-amz-date': amzDate(options.now ?? new Date()),
  };
  const authorization = signV4({
    method: 'GET',
    path,
    headers,
    payloadHash: EMPTY_PAYLOAD_HASH,
    region: config.region,
    service: 's3',
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
  });
  const { host: _host, ...sent } = headers;
  const response = await fetch(`${origin}${path}`, {
    headers: { ...sent, authorization },
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 404) return null;
  if (!response.ok) {
    const answer = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 GET ${options.key} recusado: ${response.status} ${answer}`);
  }
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type'),
  };
}
