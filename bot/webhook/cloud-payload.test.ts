import { describe, expect, it } from 'vitest';
import { parseCloudWebhook, webhookPayloadSchema } from './cloud-payload.ts';
import { isValidSignature, safeEqualText, signBody } from './signature.ts';

// Meta's webhook bodies as documented (entry[].changes[].value) into our messages and statuses.

const FROM = '5511987654321';

function body(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      { id: '123', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  };
}

const at = '1763640000'; // 2025-11-20T12:00:00Z

describe('parseCloudWebhook', () => {
  it('reads a text message with the profile name and the unix timestamp', () => {
    const parsed = parseCloudWebhook(
      body({
        contacts: [{ wa_id: FROM, profile: { name: 'Ana' } }],
        messages: [{ from: FROM, id: 'wamid.1', timestamp: at, type: 'text', text: { body: 'Oi' } }],
      }),
    );
    expect(parsed).toEqual({
      messages: [
        {
          waMessageId: 'wamid.1',
          from: FROM,
          contactName: 'Ana',
          timestamp: '2025-11-20T12:00:00.000Z',
          type: 'text',
          text: 'Oi',
          transport: 'cloud',
        },
      ],
      statuses: [],
      skipped: 0,
    });
    expect(webhookPayloadSchema.safeParse(parsed).success).toBe(true);
  });

  it('reads button and interactive replies by their titles', () => {
    const parsed = parseCloudWebhook(
      body({
        messages: [
          { from: FROM, id: 'b', timestamp: at, type: 'button', button: { text: 'Sim', payload: 'SIM' } },
          {
            from: FROM,
            id: 'i1',
            timestamp: at,
            type: 'interactive',
            interactive: { type: 'button_reply', button_reply: { id: 'x', title: 'Ver ofertas' } },
          },
          {
            from: FROM,
            id: 'i2',
            timestamp: at,
            type: 'interactive',
            interactive: {
              type: 'list_reply',
              list_reply: { id: 'y', title: 'Eletrônicos', description: '...' },
            },
          },
        ],
      }),
    );
    expect(parsed?.messages.map((m) => [m.type, m.text, m.contactName])).toEqual([
      ['button', 'Sim', null],
      ['interactive', 'Ver ofertas', null],
      ['interactive', 'Eletrônicos', null],
    ]);
  });

  it('turns media and unknown types into unsupported messages that keep the caption', () => {
    const parsed = parseCloudWebhook(
      body({
        messages: [
          {
            from: FROM,
            id: 'm1',
            timestamp: at,
            type: 'image',
            image: { id: 'media', caption: 'tem essa?' },
          },
          { from: FROM, id: 'm2', timestamp: at, type: 'audio', audio: { id: 'media' } },
          { from: FROM, id: 'm3', timestamp: at, type: 'tipo_novo_de_2030' },
        ],
      }),
    );
    expect(parsed?.messages.map((m) => [m.type, m.mediaType, m.text])).toEqual([
      ['unsupported', 'image', 'tem essa?'],
      ['unsupported', 'audio', ''],
      ['unsupported', 'tipo_novo_de_2030', ''],
    ]);
  });

  it('reads statuses, with the first error of a failed one', () => {
    const parsed = parseCloudWebhook(
      body({
        statuses: [
          { id: 'wamid.out', status: 'delivered', timestamp: at, recipient_id: FROM },
          {
            id: 'wamid.out2',
            status: 'failed',
            timestamp: at,
            errors: [{ code: 131047, title: 'Re-engagement message' }],
          },
          { id: 'wamid.out3', status: 'deleted', timestamp: at },
        ],
      }),
    );
    expect(parsed?.statuses).toEqual([
      { waMessageId: 'wamid.out', status: 'delivered', timestamp: '2025-11-20T12:00:00.000Z' },
      {
        waMessageId: 'wamid.out2',
        status: 'failed',
        timestamp: '2025-11-20T12:00:00.000Z',
        error: 'Re-engagement message 131047',
      },
    ]);
    expect(parsed?.skipped).toBe(1);
  });

  it('skips malformed items and other fields, and refuses what is not a WhatsApp notification', () => {
    const parsed = parseCloudWebhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { field: 'account_update', value: { messages: [{ nonsense: true }] } },
            { field: 'messages', value: { messages: [{ id: 'sem-remetente', type: 'text' }] } },
          ],
        },
      ],
    });
    expect(parsed).toEqual({ messages: [], statuses: [], skipped: 1 });
    expect(parseCloudWebhook({ object: 'page', entry: [] })).toBeNull();
    expect(parseCloudWebhook('texto')).toBeNull();
  });
});

describe('signature', () => {
  it('accepts the HMAC of the exact bytes and nothing else', () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account"}');
    const header = signBody(raw, 'segredo');
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isValidSignature(raw, header, 'segredo')).toBe(true);
    expect(isValidSignature(raw, header, 'outro')).toBe(false);
    expect(isValidSignature(Buffer.from(`${raw} `), header, 'segredo')).toBe(false);
    expect(isValidSignature(raw, undefined, 'segredo')).toBe(false);
    expect(isValidSignature(raw, 'sha256=zz', 'segredo')).toBe(false);
    expect(isValidSignature(raw, header.replace('sha256=', 'sha1='), 'segredo')).toBe(false);
  });

  it('compares texts in constant time', () => {
    expect(safeEqualText('token-123', 'token-123')).toBe(true);
    expect(safeEqualText('token-123', 'token-124')).toBe(false);
    expect(safeEqualText('token', 'token-mais-longo')).toBe(false);
  });
});
