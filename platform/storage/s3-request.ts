import { createHash, createHmac } from 'node:crypto';

// Requests to an S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze…) signed with AWS
// Signature Version 4 over fetch: three object calls (s3-put, s3-get, s3-delete) do not justify
// the SDK. Path-style addressing (endpoint/bucket/key) works with every provider.

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The Authorization header of a request. `headers` are the ones to sign (host and x-amz-date at
 * least), lower-case names; the query string is not supported (no call here needs one).
 */
export function signV4(request: {
  method: string;
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const date = request.headers['x-amz-date'];
  if (!date) throw new Error('signV4: x-amz-date ausente');
  const names = Object.keys(request.headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${request.headers[n]?.trim().replace(/\s+/g, ' ')}\n`);
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    canonicalHeaders.join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${date.slice(0, 8)}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${request.secretAccessKey}`, date.slice(0, 8));
  for (const part of [request.region, request.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** The object's path on the endpoint (path-style: base path, bucket, key), each segment encoded. */
function s3ObjectPath(config: S3Config, key: string): { origin: string; host: string; path: string } {
  const base = new URL(config.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');
  const path = `${basePath}/${[config.bucket, ...key.split('/')].map(encodeSegment).join('/')}`;
  return { origin: base.origin, host: base.host, path };
}

const EMPTY_PAYLOAD_HASH = sha256Hex('');

/** One signed request for an object; the caller reads the answer. */
export function s3Request(options: {
  config: S3Config;
  method: 'PUT' | 'GET' | 'DELETE';
  key: string;
  body?: Uint8Array;
  /** Extra headers to sign and send (content-type, cache-control), lower-case names. */
  headers?: Record<string, string>;
  now?: Date;
}): Promise<Response> {
  const { config } = options;
  const { origin, host, path } = s3ObjectPath(config, options.key);
  const payloadHash = options.body ? sha256Hex(options.body) : EMPTY_PAYLOAD_HASH;
  const headers: Record<string, string> = {
    host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate(options.now ?? new Date()),
    ...options.headers,
  };
  const authorization = signV4({
    method: options.method,
    path,
    headers,
    payloadHash,
    region: config.region,
    service: 's3',
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
  });
  const { host: _host, ...sent } = headers;
  return fetch(`${origin}${path}`, {
    method: options.method,
    headers: { ...sent, authorization },
    // A fresh ArrayBuffer-backed copy: fetch's types refuse a view of a shared buffer.
    ...(options.body ? { body: new Uint8Array(options.body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
}

/** The store's refusal as an error, with its status and the start of its answer. */
export async function s3Refusal(response: Response, what: string): Promise<Error> {
  const answer = (await response.text().catch(() => '')).slice(0, 300);
  return new Error(`S3 ${what} recusado: ${response.status} ${answer}`);
}
