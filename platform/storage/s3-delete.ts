import { type S3Config, s3Refusal, s3Request } from './s3-request.ts';

// The media purge (api/privacidade/media-purge.ts) removes a file once nothing references its key.

/** Deletes the object; a key the store does not have counts as deleted. Throws when the store refuses. */
export async function s3DeleteObject(options: { config: S3Config; key: string; now?: Date }): Promise<void> {
  const response = await s3Request({ ...options, method: 'DELETE' });
  // AWS answers 204 whether or not the key existed; other stores answer 404 for a missing one.
  if (!response.ok && response.status !== 404) throw await s3Refusal(response, `DELETE ${options.key}`);
  await response.body?.cancel();
}
