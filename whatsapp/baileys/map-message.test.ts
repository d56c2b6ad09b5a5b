import type { WAMessage } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { contentOf, isConversationMessage, senderOf, toInboundMessage } from './map-message.ts';

const msg = (over: Partial<WAMessage> & { key?: Partial<WAMessage['key']> }): WAMessage =>
  ({
    messageTimestamp: 1_763_900_000,
    pushName: 'Ana',
    message: { conversation: 'oi' },
    ...over,
    key: { id: 'ABC', remoteJid: '5511987654321@s.whatsapp.net', fromMe: false, ...over.key },
  }) as WAMessage;

describe('isConversationMessage', () => {
  it('takes new messages from a person only', () => {
    expect(isConversationMessage('notify', msg({}))).toBe(true);
    expect(isConversationMessage('append', msg({}))).toBe(false);
    expect(isConversationMessage('notify', msg({ key: { fromMe: true } }))).toBe(false);
    expect(isConversationMessage('notify', msg({ key: { remoteJid: '120363@g.us' } }))).toBe(false);
    expect(isConversationMessage('notify', msg({ key: { remoteJid: 'status@broadcast' } }))).toBe(false);
    expect(isConversationMessage('notify', msg({ key: { remoteJid: '123@newsletter' } }))).toBe(false);
    expect(isConversationMessage('notify', msg({ message: null }))).toBe(false);
  });
});

describe('senderOf', () => {
  it('reads the phone from a phone number JID, with a device suffix too', () => {
    expect(senderOf({ remoteJid: '5511987654321@s.whatsapp.net' })).toEqual({ phone: '5511987654321' });
    expect(senderOf({ remoteJid: '5511987654321:3@s.whatsapp.net' })).toEqual({ phone: '5511987654321' });
  });

  it('prefers remoteJidAlt when the chat is addressed by LID, else returns the LID', () => {
    expect(senderOf({ remoteJid: '99887766@lid', remoteJidAlt: '551187654321@s.whatsapp.net' })).toEqual({
      phone: '551187654321',
    });
    expect(senderOf({ remoteJid: '99887766@lid' })).toEqual({ lid: '99887766@lid' });
    expect(senderOf({ remoteJid: '120363@g.us' })).toBeNull();
  });
});

describe('contentOf', () => {
  it('reads plain, extended, ephemeral and view-once text', () => {
    expect(contentOf({ conversation: 'quero um sofá' })).toEqual({ type: 'text', text: 'quero um sofá' });
    expect(contentOf({ extendedTextMessage: { text: 'com link' } })).toEqual({
      type: 'text',
      text: 'com link',
    });
    expect(contentOf({ ephemeralMessage: { message: { conversation: 'some' } } })).toEqual({
      type: 'text',
      text: 'some',
    });
  });

  it('reads button and list replies: the title as text, the id as what was chosen', () => {
    expect(
      contentOf({ buttonsResponseMessage: { selectedDisplayText: 'Sim', selectedButtonId: 'b1' } }),
    ).toEqual({
      type: 'button',
      text: 'Sim',
      replyId: 'b1',
    });
    expect(contentOf({ templateButtonReplyMessage: { selectedDisplayText: 'Ver ofertas' } })).toEqual({
      type: 'button',
      text: 'Ver ofertas',
    });
    expect(contentOf({ listResponseMessage: { title: 'Móveis' } })).toEqual({
      type: 'interactive',
      text: 'Móveis',
    });
  });

  it('reads media with what fetching them again needs, and ignores reactions and protocol messages', () => {
    expect(contentOf({ imageMessage: { caption: 'foto', mimetype: 'image/jpeg' } })).toEqual({
      type: 'media',
      text: 'foto',
      mediaType: 'image',
      media: { kind: 'image', mimeType: 'image/jpeg' },
    });
    const voice = {
      ptt: true,
      seconds: 7,
      mimetype: 'audio/ogg; codecs=opus',
      mediaKey: new Uint8Array([1, 2, 3]),
      directPath: '/v/t62/abc',
      url: 'https://mmg.whatsapp.net/v/t62/abc',
    };
    expect(contentOf({ audioMessage: voice })).toEqual({
      type: 'media',
      text: '',
      mediaType: 'audio',
      media: {
        kind: 'audio',
        mimeType: 'audio/ogg; codecs=opus',
        voice: true,
        seconds: 7,
        baileys: { mediaKey: 'AQID', directPath: '/v/t62/abc', url: 'https://mmg.whatsapp.net/v/t62/abc' },
      },
    });
    expect(
      contentOf({ locationMessage: { degreesLatitude: -22.9, degreesLongitude: -47.06, name: 'Praça' } }),
    ).toEqual({
      type: 'location',
      mediaType: 'location',
      text: 'Praça',
      location: { latitude: -22.9, longitude: -47.06, name: 'Praça' },
    });
    expect(contentOf({ contactMessage: { displayName: 'Ana' } })).toEqual({
      type: 'contacts',
      mediaType: 'contacts',
      text: 'Ana',
    });
    expect(contentOf({ reactionMessage: { text: '👍' } })).toBeNull();
    expect(contentOf({ protocolMessage: {} })).toBeNull();
  });
});

describe('contentOf: deletes and edits', () => {
  it('reads a delete for everyone as a revoke event of the original message', () => {
    expect(contentOf({ protocolMessage: { type: 0, key: { id: 'ORIG' } } })).toEqual({
      type: 'event',
      text: '',
      event: { kind: 'revoked', originalWaMessageId: 'ORIG' },
    });
  });

  it('reads an edit, wrapped or not, as an edit event with the new text', () => {
    const protocolMessage = { type: 14, key: { id: 'ORIG' }, editedMessage: { conversation: 'quero 2' } };
    const expected = {
      type: 'event',
      text: '',
      event: { kind: 'edited', originalWaMessageId: 'ORIG', text: 'quero 2' },
    };
    expect(contentOf({ protocolMessage })).toEqual(expected);
    expect(contentOf({ editedMessage: { message: { protocolMessage } } })).toEqual(expected);
    expect(
      contentOf({
        protocolMessage: { ...protocolMessage, editedMessage: { imageMessage: { caption: 'nova legenda' } } },
      }),
    ).toMatchObject({ event: { text: 'nova legenda' } });
  });

  it('ignores other protocol messages', () => {
    expect(contentOf({ protocolMessage: { type: 3, key: { id: 'X' } } })).toBeNull();
  });
});

describe('toInboundMessage', () => {
  it('maps id, sender, profile name and WhatsApp time (seconds, number or Long)', () => {
    expect(toInboundMessage(msg({}), '5511987654321')).toEqual({
      waMessageId: 'ABC',
      from: '5511987654321',
      contactName: 'Ana',
      timestamp: new Date(1_763_900_000_000),
      type: 'text',
      text: 'oi',
      transport: 'baileys',
    });
    const long = { toNumber: () => 1_763_900_100 };
    const mapped = toInboundMessage(
      msg({ messageTimestamp: long as never, pushName: null }),
      '5511987654321',
    );
    expect(mapped?.timestamp).toEqual(new Date(1_763_900_100_000));
    expect(mapped?.contactName).toBeNull();
  });

  it('returns null for what is not a conversation message', () => {
    expect(toInboundMessage(msg({ message: { reactionMessage: {} } }), '5511987654321')).toBeNull();
  });
});
