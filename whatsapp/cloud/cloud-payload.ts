import { z } from 'zod';
import { cleanUserJson } from '#domain/user-text.ts';
import type { InboundMessage, StatusUpdate } from '#whatsapp/inbound-message.ts';
import {
  type PayloadMessage,
  payloadMessageSchema,
  toPayloadMessage,
  type UnreadableMessage,
} from './cloud-message.ts';

// The Cloud API's webhook body (object whatsapp_business_account, entry[].changes[].value) turned
// into our messages and status updates. The schemas are loose on purpose: Meta adds fields and
// message types over time, and an unknown one must become an 'unsupported' message, never a 400
// that makes Meta retry the whole batch for days.

const cloudStatusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().regex(/^\d{1,12}$/),
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});

// Each contact is read on its own too: a malformed one only loses its profile name.
const contactSchema = z.looseObject({
  wa_id: z.string(),
  profile: z.looseObject({ name: z.string() }).optional(),
});

const changeValueSchema = z.looseObject({
  contacts: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

export const cloudWebhookSchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.looseObject({
      changes: z.array(z.looseObject({ field: z.string().optional(), value: z.unknown() })).default([]),
    }),
  ),
});

/** What the webhook job receives: InboundMessage and StatusUpdate with ISO timestamps (JSON). */
export const webhookPayloadSchema = z.object({
  messages: z.array(payloadMessageSchema),
  statuses: z.array(
    z.object({
      waMessageId: z.string().min(1),
      status: z.enum(['sent', 'delivered', 'read', 'failed']),
      timestamp: z.iso.datetime(),
      error: z.string().optional(),
      callbackData: z.string().optional(),
    }),
  ),
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
type PayloadStatus = WebhookPayload['statuses'][number];

const OUTBOUND_STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

function isoFromUnixSeconds(seconds: string): string {
  return new Date(Number(seconds) * 1000).toISOString();
}

function toStatus(raw: unknown): PayloadStatus | null {
  // Meta's error titles are stored on our outbound row: cleaned like any text from outside.
  const parsed = cloudStatusSchema.safeParse(cleanUserJson(raw));
  if (!parsed.success || !OUTBOUND_STATUSES.has(parsed.data.status)) return null;
  const s = parsed.data;
  const first = s.errors?.[0];
  const error = first ? [first.title, first.code].filter((v) => v !== undefined).join(' ') : undefined;
  return {
    waMessageId: s.id,
    status: s.status as PayloadStatus['status'],
    timestamp: isoFromUnixSeconds(s.timestamp),
    ...(error ? { error } : {}),
    ...(s.biz_opaque_callback_data ? { callbackData: s.biz_opaque_callback_data } : {}),
  };
}

/** Cheap check for the acknowledgement: JSON with the Cloud API envelope (object, entry[].changes). */
export function isCloudNotification(text: string): boolean {
  // By hand rather than with cloudWebhookSchema: this runs on every acknowledgement (bench/webhook),
  // and the job validates the whole body with the schema anyway.
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null) return false;
  const { object, entry } = body as { object?: unknown; entry?: unknown };
  return (
    object === 'whatsapp_business_account' &&
    Array.isArray(entry) &&
    entry.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const changes = (item as { changes?: unknown }).changes;
      return changes === undefined || (Array.isArray(changes) && changes.every(isObject));
    })
  );
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type ParsedWebhook = WebhookPayload & {
  /** Malformed changes and statuses, skipped. */
  skipped: number;
  /** Messages with no usable id or sender: logged as rejected by the job, never stored. */
  unreadable: UnreadableMessage[];
};

/**
 * The messages and statuses of a webhook body, or null when it is not a Cloud API
 * whatsapp_business_account notification. Each item is read on its own: a malformed one is
 * skipped, counted or reported, never fatal to the others.
 */
export function parseCloudWebhook(body: unknown): ParsedWebhook | null {
  const envelope = cloudWebhookSchema.safeParse(body);
  if (!envelope.success) return null;
  const messages: PayloadMessage[] = [];
  const statuses: PayloadStatus[] = [];
  const unreadable: UnreadableMessage[] = [];
  let skipped = 0;
  for (const entry of envelope.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== undefined && change.field !== 'messages') continue;
      const value = changeValueSchema.safeParse(change.value);
      if (!value.success) {
        skipped += 1;
        continue;
      }
      const names = new Map<string, string>();
      for (const raw of value.data.contacts ?? []) {
        const contact = contactSchema.safeParse(cleanUserJson(raw));
        if (contact.success && contact.data.profile?.name) {
          names.set(contact.data.wa_id, contact.data.profile.name);
        }
      }
      for (const [index, raw] of (value.data.messages ?? []).entries()) {
        const message = toPayloadMessage(raw, names, index);
        if ('waMessageId' in message) messages.push(message);
        else unreadable.push(message);
      }
      for (const raw of value.data.statuses ?? []) {
        const status = toStatus(raw);
        if (status) statuses.push(status);
        else skipped += 1;
      }
    }
  }
  return { messages, statuses, skipped, unreadable };
}

/** The job's JSON payload back into the shared types. */
export function payloadToInbound(message: PayloadMessage): InboundMessage {
  return { ...message, timestamp: new Date(message.timestamp) };
}

export function payloadToStatus(status: PayloadStatus): StatusUpdate {
  return { ...status, timestamp: new Date(status.timestamp) };
}
