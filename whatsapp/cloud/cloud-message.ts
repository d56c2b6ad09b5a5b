import { z } from 'zod';
import { cleanUserJson } from '#domain/user-text.ts';
import type { InboundEvent } from '#domain/whatsapp/inbound-labels.ts';
import { INBOUND_TYPES } from '#whatsapp/inbound-message.ts';
import { captionOf, contentOf, MEDIA_KINDS } from './cloud-content.ts';

// One entry of a Cloud API body's messages[] turned into the job's message, on its own: whatever
// one message holds, the others of the body are read the same. Every string of it is cleaned first
// (cleanUserJson: NUL, controls, bidi, lone surrogates), identifiers included: the wamid cleans to
// the same key on every redelivery, so idempotency holds, and a sender is still a sender once a
// stray character is gone. What cannot be made right is reported, not thrown:
// - no id or no sender (not 6–20 digits once cleaned): the message belongs to no conversation and
//   has no key; the caller logs it as rejected (never its content);
// - an id and a sender but a broken timestamp: kept as a 'rejected' message in the sender's
//   conversation with the reason, for the admins.

const PHONE = /^\d{6,20}$/;

const identitySchema = z.looseObject({
  from: z.string().regex(PHONE),
  id: z.string().min(1).max(200),
});

const cloudMessageSchema = z.looseObject({
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.looseObject({ text: z.string().optional(), payload: z.string().optional() }).optional(),
  interactive: z
    .looseObject({
      type: z.string().optional(),
      button_reply: z.looseObject({ id: z.string().optional(), title: z.string() }).optional(),
      list_reply: z.looseObject({ id: z.string().optional(), title: z.string() }).optional(),
    })
    .optional(),
  // Number or identity change (the field names changed over API versions: customer_* / user_*,
  // new_wa_id / wa_id).
  system: z
    .looseObject({
      type: z.string().optional(),
      body: z.string().optional(),
      new_wa_id: z.union([z.string(), z.number()]).optional(),
      wa_id: z.string().optional(),
    })
    .optional(),
  revoke: z.looseObject({ original_message_id: z.string().optional() }).optional(),
  edit: z
    .looseObject({ original_message_id: z.string().optional(), message: z.unknown().optional() })
    .optional(),
});

export const payloadEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('number_changed'), newPhone: z.string().regex(PHONE) }),
  z.object({ kind: z.literal('identity_changed') }),
  z.object({ kind: z.literal('system'), body: z.string() }),
  z.object({ kind: z.literal('revoked'), originalWaMessageId: z.string().min(1) }),
  z.object({ kind: z.literal('edited'), originalWaMessageId: z.string().min(1), text: z.string() }),
]);

/** One message of the job's payload: InboundMessage with an ISO timestamp (JSON). */
export const payloadMessageSchema = z.object({
  waMessageId: z.string().min(1),
  from: z.string().min(1),
  contactName: z.string().nullable().optional(),
  timestamp: z.iso.datetime(),
  type: z.enum(INBOUND_TYPES),
  text: z.string(),
  mediaType: z.string().optional(),
  replyId: z.string().optional(),
  media: z
    .object({
      kind: z.enum(MEDIA_KINDS),
      id: z.string().optional(),
      mimeType: z.string().optional(),
      voice: z.boolean().optional(),
      fileName: z.string().optional(),
      sha256: z.string().optional(),
    })
    .optional(),
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .optional(),
  event: payloadEventSchema.optional(),
  rejection: z.string().optional(),
  transport: z.literal('cloud'),
});
export type PayloadMessage = z.infer<typeof payloadMessageSchema>;

/** A message that cannot be stored at all (no key or no sender): what the log may say of it. */
export type UnreadableMessage = { index: number; reason: string };

function isoFromUnixSeconds(seconds: string): string {
  return new Date(Number(seconds) * 1000).toISOString();
}

/**
 * The job's message, or why it cannot be stored. `index` is the message's place in its change
 * (for the log line); `names` maps the change's contacts (cleaned) to their profile names.
 */
export function toPayloadMessage(
  raw: unknown,
  names: Map<string, string>,
  index: number,
): PayloadMessage | UnreadableMessage {
  const cleaned = cleanUserJson(raw);
  const identity = identitySchema.safeParse(cleaned);
  if (!identity.success) {
    const fields = identity.error.issues.map((issue) => issue.path.join('.')).join(', ');
    return { index, reason: `sem id ou remetente válido (${fields})` };
  }
  const { from, id } = identity.data;
  const base = { waMessageId: id, from, contactName: names.get(from) ?? null, transport: 'cloud' as const };
  const parsed = cloudMessageSchema.safeParse(cleaned);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    return {
      ...base,
      timestamp: new Date().toISOString(),
      type: 'rejected',
      text: '',
      rejection: `formato inesperado (${fields})`,
    };
  }
  const m = parsed.data;
  const message = { ...base, timestamp: isoFromUnixSeconds(m.timestamp) };
  if (m.type === 'text' && m.text) return { ...message, type: 'text', text: m.text.body };
  if (m.type === 'button' && m.button) {
    const { text, payload } = m.button;
    return {
      ...message,
      type: 'button',
      text: text ?? payload ?? '',
      ...(payload ? { replyId: payload } : {}),
    };
  }
  const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
  if (m.type === 'interactive' && reply) {
    return { ...message, type: 'interactive', text: reply.title, ...(reply.id ? { replyId: reply.id } : {}) };
  }
  const event = eventOf(m, from);
  if (event) return { ...message, type: 'event', text: '', event };
  return { ...message, ...contentOf(m), mediaType: m.type };
}

type CloudMessage = z.infer<typeof cloudMessageSchema>;

function eventOf(m: CloudMessage, from: string): InboundEvent | null {
  if (m.type === 'system' && m.system) {
    const kind = m.system.type ?? '';
    if (/changed_number$/.test(kind)) {
      const newPhone = String(m.system.new_wa_id ?? m.system.wa_id ?? '');
      if (PHONE.test(newPhone) && newPhone !== from) return { kind: 'number_changed', newPhone };
    }
    if (/identity_changed$/.test(kind)) return { kind: 'identity_changed' };
    return { kind: 'system', body: m.system.body ?? '' };
  }
  const revoked = m.type === 'revoke' ? m.revoke?.original_message_id : undefined;
  if (revoked) return { kind: 'revoked', originalWaMessageId: revoked };
  const edited = m.type === 'edit' ? m.edit : undefined;
  if (edited?.original_message_id) {
    return {
      kind: 'edited',
      originalWaMessageId: edited.original_message_id,
      text: editedText(edited.message),
    };
  }
  return null;
}

/** The new text of an edit: its text body, or the caption of edited media. */
function editedText(message: unknown): string {
  const parsed = z
    .looseObject({ type: z.string().optional(), text: z.looseObject({ body: z.string() }).optional() })
    .safeParse(message);
  if (!parsed.success) return '';
  if (parsed.data.text) return parsed.data.text.body;
  return parsed.data.type ? captionOf(parsed.data, parsed.data.type) : '';
}
