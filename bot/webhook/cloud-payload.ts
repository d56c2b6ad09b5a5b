import { z } from 'zod';
import type { InboundMessage, StatusUpdate } from '#bot/inbound/inbound-message.ts';

// The Cloud API's webhook body (object whatsapp_business_account, entry[].changes[].value) turned
// into our messages and status updates. The schemas are loose on purpose: Meta adds fields and
// message types over time, and an unknown one must become an 'unsupported' message, never a 400
// that makes Meta retry the whole batch for days.

const textSchema = z.object({ body: z.string() });

const cloudMessageSchema = z.looseObject({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string(),
  text: textSchema.optional(),
  button: z.looseObject({ text: z.string().optional(), payload: z.string().optional() }).optional(),
  interactive: z
    .looseObject({
      type: z.string().optional(),
      button_reply: z.looseObject({ title: z.string() }).optional(),
      list_reply: z.looseObject({ title: z.string() }).optional(),
    })
    .optional(),
});

const captioned = z.looseObject({ caption: z.string().optional() });

const cloudStatusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().regex(/^\d{1,12}$/),
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});

const changeValueSchema = z.looseObject({
  contacts: z
    .array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string() }).optional() }))
    .optional(),
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
  messages: z.array(
    z.object({
      waMessageId: z.string().min(1),
      from: z.string().min(1),
      contactName: z.string().nullable().optional(),
      timestamp: z.iso.datetime(),
      type: z.enum(['text', 'button', 'interactive', 'unsupported']),
      text: z.string(),
      mediaType: z.string().optional(),
      transport: z.literal('cloud'),
    }),
  ),
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
type PayloadMessage = WebhookPayload['messages'][number];
type PayloadStatus = WebhookPayload['statuses'][number];

const OUTBOUND_STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

function isoFromUnixSeconds(seconds: string): string {
  return new Date(Number(seconds) * 1000).toISOString();
}

function toMessage(raw: unknown, names: Map<string, string>): PayloadMessage | null {
  const parsed = cloudMessageSchema.safeParse(raw);
  if (!parsed.success) return null;
  const m = parsed.data;
  const base = {
    waMessageId: m.id,
    from: m.from,
    contactName: names.get(m.from) ?? null,
    timestamp: isoFromUnixSeconds(m.timestamp),
    transport: 'cloud' as const,
  };
  if (m.type === 'text' && m.text) return { ...base, type: 'text', text: m.text.body };
  if (m.type === 'button' && m.button) {
    return { ...base, type: 'button', text: m.button.text ?? m.button.payload ?? '' };
  }
  const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
  if (m.type === 'interactive' && reply) return { ...base, type: 'interactive', text: reply.title };
  // Media and anything newer: the caption, when there is one, is still what the person wrote.
  const media = captioned.safeParse((m as Record<string, unknown>)[m.type]);
  const caption = media.success ? (media.data.caption ?? '') : '';
  return { ...base, type: 'unsupported', text: caption, mediaType: m.type };
}

function toStatus(raw: unknown): PayloadStatus | null {
  const parsed = cloudStatusSchema.safeParse(raw);
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

/**
 * The messages and statuses of a webhook body, or null when it is not a Cloud API
 * whatsapp_business_account notification. Malformed items are skipped (and counted), not fatal.
 */
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

export function parseCloudWebhook(body: unknown): (WebhookPayload & { skipped: number }) | null {
  const envelope = cloudWebhookSchema.safeParse(body);
  if (!envelope.success) return null;
  const messages: PayloadMessage[] = [];
  const statuses: PayloadStatus[] = [];
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
      for (const c of value.data.contacts ?? []) if (c.profile?.name) names.set(c.wa_id, c.profile.name);
      for (const raw of value.data.messages ?? []) {
        const message = toMessage(raw, names);
        if (message) messages.push(message);
        else skipped += 1;
      }
      for (const raw of value.data.statuses ?? []) {
        const status = toStatus(raw);
        if (status) statuses.push(status);
        else skipped += 1;
      }
    }
  }
  return { messages, statuses, skipped };
}

/** The job's JSON payload back into the shared types. */
export function payloadToInbound(message: PayloadMessage): InboundMessage {
  return { ...message, timestamp: new Date(message.timestamp) };
}

export function payloadToStatus(status: PayloadStatus): StatusUpdate {
  return { ...status, timestamp: new Date(status.timestamp) };
}
