import type { OutboundImage } from '../whatsapp-transport.ts';
import { TransportError } from '../whatsapp-transport.ts';

// POST /{phone-number-id}/media: the Cloud API takes an image we send as an uploaded file and
// answers its media id, which the image message or the template header then names. Our photos
// are private (never a public link), so every send uploads first; the id is not kept, since Meta
// keeps uploads for 30 days only and a retry uploading again costs one request.

export type CloudMediaOptions = {
  graphUrl: string;
  accessToken: string;
  phoneNumberId: string;
  timeoutMs?: number;
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The media id of the uploaded image. An upload sends nothing to anyone: never ambiguous. */
export async function uploadCloudMedia(options: CloudMediaOptions, image: OutboundImage): Promise<string> {
  const url = `${options.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/media`;
  const form = new FormData();
  form.append('messaging_product', 'whatsapp');
  form.append('type', image.mimeType);
  const name = `imagem.${EXTENSIONS[image.mimeType] ?? 'bin'}`;
  form.append('file', new Blob([new Uint8Array(image.bytes)], { type: image.mimeType }), name);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.accessToken}` },
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new TransportError('API do WhatsApp não respondeu ao envio da imagem', {
      retryable: true,
      cause: error,
    });
  }
  const body = (await response.json().catch(() => undefined)) as
    | { id?: string; error?: { message?: string; code?: number } }
    | undefined;
  if (response.ok && body?.id) return body.id;
  const code = typeof body?.error?.code === 'number' ? body.error.code : undefined;
  const title = (body?.error?.message ?? response.statusText ?? '').slice(0, 200);
  throw new TransportError(
    `API do WhatsApp recusou a imagem (${response.status}${code ? ` #${code}` : ''})${title ? `: ${title}` : ''}`,
    {
      retryable: response.ok || response.status === 429 || response.status >= 500,
      status: response.status,
      code,
    },
  );
}
