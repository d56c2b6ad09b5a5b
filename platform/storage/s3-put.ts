import { type S3Config, s3Refusal, s3Request } from './s3-request.ts';

/** PUTs the object; throws with the store's status and answer when it is refused. */
export async function s3PutObject(options: {
  config: S3Config;
  key: string;
  body: Uint8Array;
  contentType: string;
  cacheControl?: string;
  now?: Date;
}): Promise<void> {
  const response = await s3Request({
    config: options.config,
    method: 'PUT',
    key: options.key,
    body: options.body,
    headers: {
      'content-type': options.contentType,
      ...(options.cacheControl ? { 'cache-control': options.cacheControl } : {}),
    },
    now: options.now,
  });
  if (!response.ok) throw await s3Refusal(response, `PUT ${options.key}`);
  await response.body?.cancel();
}
