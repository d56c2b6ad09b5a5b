// What a conversation's thread says, in Portuguese, for an inbound message that is not text the
// bot reads: media ("[imagem] legenda") and the WhatsApp events (a number or security code that
// changed, a message deleted or edited, a message we could not process). Written into the stored
// message's text at intake, so /gestao and the agent's memory read the same words, never the Cloud
// API's raw type names ("[system]", "[revoke]").

const MEDIA_LABELS: Record<string, string> = {
  image: 'imagem',
  audio: 'áudio',
  voice: 'áudio',
  video: 'vídeo',
  document: 'documento',
  sticker: 'figurinha',
  location: 'localização',
  contacts: 'contato',
  reaction: 'reação',
  order: 'pedido',
  button: 'botão',
  interactive: 'resposta interativa',
};

/** What the thread shows for a message the bot cannot read: "[imagem]", "[imagem] legenda". */
export function unsupportedText(mediaType: string | undefined, caption: string): string {
  const label = `[${MEDIA_LABELS[mediaType ?? ''] ?? 'mensagem não suportada'}]`;
  return caption.trim() ? `${label} ${caption.trim()}` : label;
}

/** A WhatsApp event about the conversation, not a message to answer. */
export type InboundEvent =
  | { kind: 'number_changed'; newPhone: string }
  | { kind: 'identity_changed' }
  /** Another system notice: Meta's own sentence, kept for the admins. */
  | { kind: 'system'; body: string }
  | { kind: 'revoked'; originalWaMessageId: string }
  | { kind: 'edited'; originalWaMessageId: string; text: string };

/**
 * message_type of the stored row: 'system' for number and identity changes and other notices,
 * 'revoke' and 'edit' as the Cloud API names them, 'rejected' for a message we could not process.
 * These rows never start a turn and /gestao shows them as events of the thread.
 */
export const EVENT_MESSAGE_TYPES = ['system', 'revoke', 'edit', 'rejected'] as const;
export type EventMessageType = (typeof EVENT_MESSAGE_TYPES)[number];

export function isEventMessageType(type: string | null | undefined): boolean {
  return (EVENT_MESSAGE_TYPES as readonly (string | null | undefined)[]).includes(type);
}

export function eventMessageType(event: InboundEvent): EventMessageType {
  if (event.kind === 'revoked') return 'revoke';
  if (event.kind === 'edited') return 'edit';
  return 'system';
}

export function eventText(event: InboundEvent): string {
  switch (event.kind) {
    case 'number_changed':
      return `O contato mudou de número no WhatsApp: agora ${event.newPhone}`;
    case 'identity_changed':
      return 'O código de segurança do contato mudou (aparelho novo ou WhatsApp reinstalado)';
    case 'system':
      return event.body.trim() ? `Aviso do WhatsApp: ${event.body.trim()}` : 'Aviso do WhatsApp';
    case 'revoked':
      return 'O contato apagou uma mensagem';
    case 'edited':
      return `O contato editou uma mensagem: ${event.text.trim() || '(sem texto)'}`;
  }
}

/** The text of a message stored as rejected: why, in a few words, never the message itself. */
export function rejectedText(reason: string): string {
  return `Mensagem não processada: ${reason}`;
}

// Rows stored before these labels said the Cloud API's type name in brackets ("[system]").
const LEGACY_EVENT_TEXT: Record<string, string> = {
  '[system]': 'Aviso do WhatsApp',
  '[revoke]': 'O contato apagou uma mensagem',
  '[edit]': 'O contato editou uma mensagem',
};

/**
 * How /gestao shows a stored message: whether it is an event of the thread (centred, not a
 * bubble), its text (the Portuguese label for rows stored with a raw type name), and the notes an
 * edit or a delete left on it (metadata.edits, metadata.revoked_at).
 */
export function describeStoredMessage(row: {
  message_type: string | null;
  message_text: string | null;
  metadata: unknown;
}): { isEvent: boolean; text: string | null; notes: string[] } {
  const legacy = row.message_text ? LEGACY_EVENT_TEXT[row.message_text.trim()] : undefined;
  const meta =
    typeof row.metadata === 'object' && row.metadata !== null
      ? (row.metadata as Record<string, unknown>)
      : {};
  const notes: string[] = [];
  for (const edit of Array.isArray(meta.edits) ? meta.edits : []) {
    const text = (edit as { text?: unknown } | null)?.text;
    if (typeof text === 'string') notes.push(`Editada para: ${text.trim() || '(sem texto)'}`);
  }
  if (typeof meta.revoked_at === 'string') notes.push('Apagada pelo contato');
  return {
    isEvent: legacy !== undefined || isEventMessageType(row.message_type),
    text: legacy ?? row.message_text,
    notes,
  };
}
