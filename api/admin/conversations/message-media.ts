import type { DashboardDocument, DashboardTranscript } from '#domain/admin/dashboard-schemas.ts';

// What the conversation viewer shows of a received audio (its transcript and length) and of a
// received document (a link to the admin-only route of routes.ts), read from the row's metadata
// as bot/media wrote it. Photos are shown by api/admin/overview/message-image.ts.

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

export function transcriptOf(metadata: unknown): DashboardTranscript | null {
  const transcricao = record(record(metadata)?.transcricao);
  if (typeof transcricao?.texto !== 'string') return null;
  const segundos = typeof transcricao.segundos === 'number' ? transcricao.segundos : null;
  return { texto: transcricao.texto, segundos };
}

/** The stored file of a received document (not a photo), or null. */
export function documentOf(
  conversationId: string,
  messageId: string,
  metadata: unknown,
): DashboardDocument | null {
  const media = record(record(metadata)?.media);
  const arquivo = record(media?.arquivo);
  if (typeof arquivo?.key !== 'string' || typeof arquivo.mime_type !== 'string') return null;
  if (arquivo.mime_type.startsWith('image/')) return null;
  return {
    url: `/api/admin/conversations/${conversationId}/midia/${messageId}`,
    mimeType: arquivo.mime_type,
    nome: typeof media?.fileName === 'string' ? media.fileName : null,
  };
}
