import type { InteractiveMessage } from '#domain/whatsapp/interactive.ts';
import { IMAGE_HEADER_TEMPLATES, TEMPLATE_VARIABLES, type TemplateKey } from '#prompts/templates.ts';
import { TransportError, type WhatsappTransport } from '../whatsapp-transport.ts';
import { uploadCloudMedia } from './cloud-media-upload.ts';

// The WhatsApp Cloud API's messages endpoint. One HTTP request per call: retries, backoff and the
// rate limit belong to the sender, which knows the stored message. The token goes in the header
// only; errors carry Meta's code and title, never the request (it holds the number and the text).

export type CloudTransportOptions = {
  graphUrl: string;
  accessToken: string;
  phoneNumberId: string;
  timeoutMs?: number;
};

// Throughput (130429) and pair rate (131056) limits clear with time; other Meta codes do not.
const RETRYABLE_CODES = new Set([130429, 131056]);

// Failures before any byte of the request left (no connection, no name, a refused certificate):
// the message cannot have reached WhatsApp. Any other failure without an answer can have.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

// Meta's limit for biz_opaque_callback_data; our keys are far shorter.
const CALLBACK_DATA_MAX = 512;

type GraphError = {
  message?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string };
};

export function createCloudTransport(options: CloudTransportOptions): WhatsappTransport {
  const url = `${options.graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  async function post(payload: Record<string, unknown>): Promise<{ waMessageId: string }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...payload }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      const code = errorCode(error);
      const reason = code ?? (error instanceof Error ? error.name : 'erro');
      throw new TransportError(`API do WhatsApp não respondeu (${reason})`, {
        retryable: true,
        ambiguous: !NOT_SENT_CODES.has(code ?? ''),
        cause: error,
      });
    }
    const body = (await response.json().catch(() => undefined)) as
      | { messages?: { id?: string }[]; error?: GraphError }
      | undefined;
    if (response.ok) {
      const waMessageId = body?.messages?.[0]?.id;
      if (waMessageId) return { waMessageId };
      // Accepted, but we cannot tell which wamid: the status callback will say (by callbackData).
      throw new TransportError('API do WhatsApp respondeu sem o id da mensagem', {
        retryable: true,
        ambiguous: true,
        status: response.status,
      });
    }
    const error = body?.error;
    const code = typeof error?.code === 'number' ? error.code : undefined;
    const retryable = response.status === 429 || response.status >= 500 || RETRYABLE_CODES.has(code ?? 0);
    const title = (error?.message ?? response.statusText ?? '').slice(0, 200);
    throw new TransportError(
      `API do WhatsApp respondeu ${response.status}${code ? ` (#${code})` : ''}${title ? `: ${title}` : ''}`,
      {
        retryable,
        status: response.status,
        code,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      },
    );
  }

  return {
    name: 'cloud',
    sendText(to, text, sendOptions) {
      return post({
        to,
        type: 'text',
        text: { body: text, preview_url: true },
        ...callbackField(sendOptions?.callbackData),
      });
    },
    async sendTemplate(to, template, variables, _text, sendOptions) {
      const payload = templatePayload(template, variables, sendOptions?.quickReplies);
      const header = sendOptions?.headerImage
        ? imageHeader(await uploadCloudMedia(options, sendOptions.headerImage))
        : undefined;
      return post({
        to,
        type: 'template',
        template: header
          ? {
              ...payload,
              // Only notices that carry photos have an image twin; the others never get a header image.
              name: imageHeaderName(template),
              components: [header, ...payload.components],
            }
          : payload,
        ...callbackField(sendOptions?.callbackData),
      });
    },
    async sendInteractive(to, message, sendOptions) {
      const headerImage = sendOptions?.headerImage;
      // Meta takes an image header on reply buttons only: before a list, the photo goes on its own.
      const mediaId = headerImage ? await uploadCloudMedia(options, headerImage) : undefined;
      if (mediaId && message.type === 'list') await post({ to, type: 'image', image: { id: mediaId } });
      const header =
        mediaId && message.type === 'button' ? { type: 'image', image: { id: mediaId } } : undefined;
      return post({
        to,
        type: 'interactive',
        interactive: interactivePayload(message, header),
        ...callbackField(sendOptions?.callbackData),
      });
    },
    async sendImage(to, image, caption, sendOptions) {
      const id = await uploadCloudMedia(options, image);
      return post({
        to,
        type: 'image',
        image: { id, ...(caption ? { caption } : {}) },
        ...callbackField(sendOptions?.callbackData),
      });
    },
  };
}

/**
 * The approved template with named parameters, in TEMPLATE_VARIABLES order, and the payload of
 * each quick-reply button (registered with the template; only their payloads travel here).
 */
export function templatePayload(
  template: TemplateKey,
  variables: Record<string, string | null | undefined>,
  quickReplies: string[] = [],
) {
  const parameters = TEMPLATE_VARIABLES[template].map((name) => {
    const value = variables[name]?.trim();
    // Meta rejects empty parameters; the approved body keeps every line, so a dash fills the gap.
    return { type: 'text', parameter_name: name, text: value ? value : '-' };
  });
  const buttons = quickReplies.map((payload, index) => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(index),
    parameters: [{ type: 'payload', payload }],
  }));
  return {
    name: template,
    language: { code: 'pt_BR' },
    components: [{ type: 'body', parameters }, ...buttons],
  };
}

/** Meta's interactive object: reply buttons or a list, with the row fields Meta takes. */
export function interactivePayload(message: InteractiveMessage, header?: Record<string, unknown>) {
  const body = { text: message.body };
  if (message.type === 'button') {
    const buttons = message.buttons.map(({ id, title }) => ({ type: 'reply', reply: { id, title } }));
    return { type: 'button', ...(header ? { header } : {}), body, action: { buttons } };
  }
  const sections = message.sections.map((s) => ({
    ...(s.title ? { title: s.title } : {}),
    rows: s.rows.map(({ id, title, description }) => ({
      id,
      title,
      ...(description ? { description } : {}),
    })),
  }));
  return { type: 'list', body, action: { button: message.button, sections } };
}

/** A template's image header by uploaded media id (the template must be registered with one). */
function imageHeader(mediaId: string) {
  return { type: 'header', parameters: [{ type: 'image', image: { id: mediaId } }] };
}

function callbackField(callbackData: string | undefined) {
  return callbackData && callbackData.length <= CALLBACK_DATA_MAX
    ? { biz_opaque_callback_data: callbackData }
    : {};
}

/** The system error code under fetch's TypeError ('fetch failed' → cause ECONNRESET...). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function imageHeaderName(template: TemplateKey): string {
  const twins: Partial<Record<TemplateKey, string>> = IMAGE_HEADER_TEMPLATES;
  return twins[template] ?? template;
}
