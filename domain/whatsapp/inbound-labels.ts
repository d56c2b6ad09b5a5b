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
