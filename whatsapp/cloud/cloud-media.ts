import { z } from 'zod';
import { type MediaFetchOutcome, readCapped } from '../media-download-stream.ts';

// The Cloud API's two-step download: GET /{media-id} with the access token answers a short-lived
// URL (about five minutes) with the type and size; GET that URL with the same token answers the
// bytes. The size is checked at each step before any byte of the file is read.

const mediaUrlAnswer = z.object({
  url: z.url(),
  mime_type: z.string().optional(),
  file_size: z.coerce.number().int().nonnegative().optional(),
});

export async function downloadCloudMedia(options: {
  graphUrl: string;
  accessToken: string;
  mediaId: string;
  maxBytes: number;
  timeoutMs?: number;
}): Promise<MediaFetchOutcome> {
  const headers = { authorization: `Bearer ${options.accessToken}` };
  const signal = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  try {
    const lookup = await fetch(
      `${options.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.mediaId)}`,
      {
        headers,
        signal,
      },
    );
    if (!lookup.ok) return refused(lookup, 'consulta da mídia');
    const parsed = mediaUrlAnswer.safeParse(await lookup.json());
    if (!parsed.success) return { ok: false, problem: 'failed', detail: 'resposta da consulta sem url' };
    const { url, mime_type, file_size } = parsed.data;
    if (file_size !== undefined && file_size > options.maxBytes) return { ok: false, problem: 'too-large' };

    const file = await fetch(url, { headers, signal });
    if (!file.ok) return refused(file, 'download da mídia');
    const length = Number(file.headers.get('content-length'));
    if (Number.isFinite(length) && length > options.maxBytes) {
      await file.body?.cancel();
      return { ok: false, problem: 'too-large' };
    }
    if (!file.body) return { ok: false, problem: 'failed', detail: 'download sem corpo' };
    const bytes = await readCapped(file.body, options.maxBytes);
    if (!bytes) return { ok: false, problem: 'too-large' };
    return { ok: true, bytes, mimeType: mime_type ?? file.headers.get('content-type') };
  } catch (error) {
    return { ok: false, problem: 'failed', detail: (error as Error).message };
  }
}

async function refused(response: Response, step: string): Promise<MediaFetchOutcome> {
  await response.body?.cancel();
  // 404 (or Meta's 400 for an unknown id): the id or the URL expired; nothing to retry.
  const problem = response.status === 404 || response.status === 410 ? 'missing' : 'failed';
  return { ok: false, problem, detail: `${step}: HTTP ${response.status}` };
}
