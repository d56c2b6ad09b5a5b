// Which stored image a WhatsApp message row carries, read from its metadata: a photo received
// (media.arquivo, kept when it was downloaded) or one the bot sent with a notice (imagem,
// whatsapp/bot-sender.ts). /gestao's conversation viewer and the playground show it through the
// admin-only route below; the key itself is never a URL.

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

export function messageImageKey(metadata: unknown): string | undefined {
  const meta = record(metadata);
  const arquivo = record(record(meta?.media)?.arquivo);
  if (typeof arquivo?.key === 'string' && String(arquivo.mime_type).startsWith('image/')) return arquivo.key;
  const imagem = record(meta?.imagem);
  return typeof imagem?.key === 'string' ? imagem.key : undefined;
}

/** GET: the message's image, for admins (api/admin/overview/routes.ts). */
export const adminMessageImagePath = (messageId: string) =>
  `/api/admin/dashboard/mensagens/${messageId}/imagem`;
