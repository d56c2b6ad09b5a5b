import { amzDate, EMPTY_PAYLOAD_HASH, type S3Config, s3ObjectPath, signV4 } from './s3-put.ts';

// One object DELETE from the same store, signed like the PUT and the GET: the media purge
// (api/privacidade/media-purge.ts) removes a file once nothing references its key any more.

/** Deletes the object; a key the store does not have counts as deleted. Throws when the store refuses. */
export async function s3DeleteObject(options: { config: S3Config; key: string; now?: Date }): Promise<void> {
  const { config } = options;
  const { origin, host, path } = s3ObjectPath(config, options.key);
  const headers: Record<string, string> = {
    host,
    'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
    'x-amz-date': amzDate(options.now ?? new Date()),
  };
  const authorization = signV4({
    method: 'DELETE',
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
    method: 'DELETE',
    headers: { ...sent, authorization },
    signal: AbortSignal.timeout(15_000),
  });
  // AWS answers 204 whether or not the key existed; other stores answer 404 for a missing one.
  if (response.ok || response.status === 404) {
    await response.body?.cancel();
    return;
  }
  const answer = (await response.text().catch(() => '')).slice(0, 300);
  throw new Error(`S3 DELETE ${options.key} recusado: ${response.status} ${answer}`);
}
