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
      unreadable: [],
    });
    expect(webhookPayloadSchema.safeParse(parsed).success).toBe(true);
  });

  it('reads button and interactive replies: the title as text, the id as what was chosen', () => {
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
    expect(parsed?.messages.map((m) => [m.type, m.text, m.replyId, m.contactName])).toEqual([
      ['button', 'Sim', 'SIM', null],
      ['interactive', 'Ver ofertas', 'x', null],
      ['interactive', 'Eletrônicos', 'y', null],
    ]);
  });

  it('reads media by id with the caption, and unknown types as unsupported', () => {
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
    expect(parsed?.messages.map((m) => [m.type, m.mediaType, m.text, m.media])).toEqual([
      ['media', 'image', 'tem essa?', { kind: 'image', id: 'media' }],
      ['media', 'audio', '', { kind: 'audio', id: 'media' }],
      ['unsupported', 'tipo_novo_de_2030', '', undefined],
    ]);
  });

  it('reads every other type Meta documents: voice, document, sticker, location, contacts, reaction, order', () => {
    const m = (id: string, type: string, content: Record<string, unknown>) => ({
      from: FROM,
      id,
      timestamp: at,
      type,
      ...content,
    });
    const parsed = parseCloudWebhook(
      body({
        messages: [
          m('v', 'audio', {
            audio: { id: '1001', mime_type: 'audio/ogg; codecs=opus', sha256: 'abc', voice: true },
          }),
          m('d', 'document', {
            document: {
              id: '1002',
              mime_type: 'application/pdf',
              filename: 'orcamento.pdf',
              caption: 'esse',
            },
          }),
          m('s', 'sticker', { sticker: { id: '1003', mime_type: 'image/webp', animated: false } }),
          m('l', 'location', {
            location: {
              latitude: -22.9056,
              longitude: -47.0608,
              name: 'Largo do Rosário',
              address: 'Campinas',
            },
          }),
          m('c', 'contacts', {
            contacts: [
              { name: { formatted_name: 'Ana Souza', first_name: 'Ana' }, phones: [{ phone: '+55 19' }] },
            ],
          }),
          m('r', 'reaction', { reaction: { message_id: 'wamid.out', emoji: '👍' } }),
          m('o', 'order', {
            order: { catalog_id: 'cat', text: 'quero estes', product_items: [{ product_retailer_id: 'p1' }] },
          }),
        ],
      }),
    );
    expect(parsed?.messages.map((x) => [x.type, x.mediaType, x.text])).toEqual([
      ['media', 'audio', ''],
      ['media', 'document', 'esse'],
      ['media', 'sticker', ''],
      ['location', 'location', 'Largo do Rosário - Campinas'],
      ['contacts', 'contacts', 'Ana Souza'],
      ['reaction', 'reaction', '👍'],
      ['order', 'order', 'quero estes'],
    ]);
    expect(parsed?.messages[0]?.media).toEqual({
      kind: 'audio',
      id: '1001',
      mimeType: 'audio/ogg; codecs=opus',
      voice: true,
      sha256: 'abc',
    });
    expect(parsed?.messages[1]?.media).toMatchObject({ kind: 'document', fileName: 'orcamento.pdf' });
    expect(parsed?.messages[3]?.location).toEqual({
      latitude: -22.9056,
      longitude: -47.0608,
      name: 'Largo do Rosário',
      address: 'Campinas',
    });
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
    expect(parsed).toEqual({
      messages: [],
      statuses: [],
      skipped: 0,
      unreadable: [{ index: 0, reason: 'sem id ou remetente válido (from)' }],
    });
    expect(parseCloudWebhook({ object: 'page', entry: [] })).toBeNull();
    expect(parseCloudWebhook('texto')).toBeNull();
  });
});

describe('parseCloudWebhook: one message never costs the others', () => {
  it('cleans every field, identifiers included, and keeps the neighbour as it is', () => {
    const parsed = parseCloudWebhook(
      body({
        contacts: [
          { wa_id: FROM, profile: { name: 'Ma\u0000ria \u202Eanilo' } },
          { wa_id: '5511912345678', profile: { name: 'Bia' } },
          { profile: 'quebrado' },
        ],
        messages: [
          {
            from: `5511\u00009876\u202E54321`,
            id: 'wamid.\u0000ab\uD800',
            timestamp: at,
            type: 'te\u0000xt',
            text: { body: 'oi' },
          },
          { from: FROM, id: 'wamid.img', timestamp: at, type: 'image\u0000', image: { caption: 'a\u202Eb' } },
          {
            from: '5511912345678',
            id: 'wamid.ok',
            timestamp: at,
            type: 'text',
            text: { body: 'Quero um sofá' },
          },
        ],
      }),
    );
    expect(parsed?.messages).toEqual([
      // Cleaned before it is read: 'te\0xt' is a text, the sender the contact's number.
      expect.objectContaining({ waMessageId: 'wamid.ab\uFFFD', from: FROM, contactName: 'Maria anilo' }),
      expect.objectContaining({ type: 'unsupported', mediaType: 'image', text: 'ab' }),
      expect.objectContaining({
        waMessageId: 'wamid.ok',
        contactName: 'Bia',
        type: 'text',
        text: 'Quero um sofá',
      }),
    ]);
    expect(webhookPayloadSchema.safeParse(parsed).success).toBe(true);
  });

  it('keeps a message with a broken timestamp as rejected, and reports one without a sender', () => {
    const parsed = parseCloudWebhook(
      body({
        messages: [
          { from: FROM, id: 'wamid.t', timestamp: 'ontem', type: 'text', text: { body: 'oi' } },
          { from: 'abc', id: 'wamid.x', timestamp: at, type: 'text', text: { body: 'oi' } },
        ],
      }),
    );
    expect(parsed?.messages).toEqual([
      expect.objectContaining({
        waMessageId: 'wamid.t',
        type: 'rejected',
        text: '',
        rejection: 'formato inesperado (timestamp)',
      }),
    ]);
    expect(parsed?.unreadable).toEqual([{ index: 1, reason: 'sem id ou remetente válido (from)' }]);
  });

  it('reads number and identity changes, deletes and edits as events', () => {
    const parsed = parseCloudWebhook(
      body({
        messages: [
          {
            from: FROM,
            id: 'wamid.s1',
            timestamp: at,
            type: 'system',
            system: {
              body: 'User A changed from x to y',
              wa_id: '5511912345678',
              type: 'user_changed_number',
            },
          },
          {
            from: FROM,
            id: 'wamid.s2',
            timestamp: at,
            type: 'system',
            system: { body: 'B changed', new_wa_id: '5511900001111', type: 'customer_changed_number' },
          },
          {
            from: FROM,
            id: 'wamid.s3',
            timestamp: at,
            type: 'system',
            system: { body: 'identity', identity: 'h', type: 'customer_identity_changed' },
          },
          {
            from: FROM,
            id: 'wamid.r',
            timestamp: at,
            type: 'revoke',
            revoke: { original_message_id: 'wamid.o' },
          },
          {
            from: FROM,
            id: 'wamid.e',
            timestamp: at,
            type: 'edit',
            edit: { original_message_id: 'wamid.o', message: { type: 'text', text: { body: 'quero 2' } } },
          },
        ],
      }),
    );
    expect(parsed?.messages.map((m) => [m.type, m.event])).toEqual([
      ['event', { kind: 'number_changed', newPhone: '5511912345678' }],
      ['event', { kind: 'number_changed', newPhone: '5511900001111' }],
      ['event', { kind: 'identity_changed' }],
      ['event', { kind: 'revoked', originalWaMessageId: 'wamid.o' }],
      ['event', { kind: 'edited', originalWaMessageId: 'wamid.o', text: 'quero 2' }],
    ]);
    expect(webhookPayloadSchema.safeParse(parsed).success).toBe(true);
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
