import {
  getContentType,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  isJidStatusBroadcast,
  isLidUser,
  isPnUser,
  jidDecode,
  normalizeMessageContent,
  type proto,
  type WAMessage,
  type WAMessageKey,
} from '@whiskeysockets/baileys';
import type { InboundMedia, InboundMessage, MediaKind } from '#whatsapp/inbound-message.ts';

// Baileys messages → the pipeline's InboundMessage. Pure: the connection resolves the sender's
// phone (a LID needs Baileys' mapping store) and hands it in.

/** Only messages arriving now from a person's chat run the bot (not history, not our own echo). */
export function isConversationMessage(upsertType: string, message: WAMessage): boolean {
  if (upsertType !== 'notify') return false;
  const key = message.key;
  if (!key || key.fromMe || !key.id || !key.remoteJid) return false;
  const jid = key.remoteJid;
  if (isJidGroup(jid) || isJidStatusBroadcast(jid) || isJidBroadcast(jid) || isJidNewsletter(jid))
    return false;
  return Boolean(message.message);
}

/**
 * The sender as a phone number JID when the key carries one. Baileys 7 addresses many chats by
 * LID (…@lid) and puts the phone number JID in remoteJidAlt; a LID alone is returned as such.
 */
export function senderOf(key: WAMessageKey): { phone: string } | { lid: string } | null {
  const candidates = [key.remoteJid, key.remoteJidAlt].filter((j): j is string => Boolean(j));
  const pn = candidates.find((jid) => isPnUser(jid));
  if (pn) return phoneOfJid(pn);
  const lid = candidates.find((jid) => isLidUser(jid));
  return lid ? { lid } : null;
}

/** 5511987654321:12@s.whatsapp.net → { phone: '5511987654321' }. */
export function phoneOfJid(jid: string): { phone: string } | null {
  const user = jidDecode(jid)?.user;
  return user && /^\d{8,15}$/.test(user) ? { phone: user } : null;
}

type Timestamp = number | { toNumber(): number } | null | undefined;

function secondsOf(value: Timestamp): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value.toNumber === 'function') return value.toNumber();
  return null;
}

const MEDIA: Partial<Record<keyof proto.IMessage, MediaKind>> = {
  imageMessage: 'image',
  audioMessage: 'audio',
  videoMessage: 'video',
  ptvMessage: 'video',
  documentMessage: 'document',
  stickerMessage: 'sticker',
};

type Content = Pick<
  InboundMessage,
  'type' | 'text' | 'mediaType' | 'event' | 'replyId' | 'media' | 'location'
>;

// proto.Message.ProtocolMessage.Type: the enum is a runtime value of Baileys' proto bundle.
const PROTOCOL_REVOKE = 0;
const PROTOCOL_MESSAGE_EDIT = 14;

/**
 * A delete or an edit of an earlier message, as the events the Cloud API sends for them. An edit
 * arrives as editedMessage → protocolMessage MESSAGE_EDIT (normalizeMessageContent unwraps the
 * first), with the new content in protocolMessage.editedMessage.
 */
function protocolEventOf(message: proto.IMessage): Content | null {
  const protocol = message.protocolMessage;
  const original = protocol?.key?.id;
  if (!protocol || !original) return null;
  if (protocol.type === PROTOCOL_REVOKE) {
    return { type: 'event', text: '', event: { kind: 'revoked', originalWaMessageId: original } };
  }
  if (protocol.type === PROTOCOL_MESSAGE_EDIT) {
    const edited = contentOf(protocol.editedMessage);
    const text = edited && edited.type !== 'event' ? edited.text : '';
    return { type: 'event', text: '', event: { kind: 'edited', originalWaMessageId: original, text } };
  }
  return null;
}

/**
 * Text, button and list/interactive replies carry text; media are unsupported (with their caption);
 * deletes and edits are events; the rest is ignored.
 */
export function contentOf(raw: proto.IMessage | null | undefined): Content | null {
  const message = normalizeMessageContent(raw);
  if (!message) return null;
  const event = protocolEventOf(message);
  if (event) return event;
  if (message.conversation) return { type: 'text', text: message.conversation };
  if (message.extendedTextMessage?.text) return { type: 'text', text: message.extendedTextMessage.text };
  const buttons = message.buttonsResponseMessage;
  if (buttons) {
    return reply('button', buttons.selectedDisplayText ?? buttons.selectedButtonId, buttons.selectedButtonId);
  }
  const template = message.templateButtonReplyMessage;
  if (template)
    return reply('button', template.selectedDisplayText ?? template.selectedId, template.selectedId);
  const list = message.listResponseMessage;
  if (list) {
    const rowId = list.singleSelectReply?.selectedRowId;
    return reply('interactive', list.title ?? rowId, rowId);
  }
  const interactive = message.interactiveResponseMessage;
  if (interactive) return { type: 'interactive', text: interactive.body?.text ?? '' };
  const location = message.locationMessage ?? message.liveLocationMessage;
  if (location) return locationOf(location, message.locationMessage ?? null);
  if (message.contactMessage || message.contactsArrayMessage) {
    const names = message.contactMessage
      ? [message.contactMessage.displayName]
      : (message.contactsArrayMessage?.contacts ?? []).map((c) => c.displayName);
    return { type: 'contacts', mediaType: 'contacts', text: names.filter(Boolean).join(', ') };
  }
  const kind = getContentType(message);
  const mediaKind = kind ? MEDIA[kind] : undefined;
  if (kind && mediaKind) {
    return {
      type: 'media',
      text: captionOf(message),
      mediaType: mediaKind,
      media: mediaOf(message, kind, mediaKind),
    };
  }
  // Reactions, other protocol messages, polls, key distribution: not a turn.
  return null;
}

function reply(
  type: 'button' | 'interactive',
  title: string | null | undefined,
  id: string | null | undefined,
) {
  return { type, text: title ?? '', ...(id ? { replyId: id } : {}) } satisfies Content;
}

type MediaFields = {
  mimetype?: string | null;
  mediaKey?: Uint8Array | null;
  directPath?: string | null;
  url?: string | null;
  fileLength?: number | { toNumber(): number } | null;
  seconds?: number | null;
  ptt?: boolean | null;
  fileName?: string | null;
};

/** Where Baileys fetches the media again (its own downloader needs the key, the path and the url). */
function mediaOf(message: proto.IMessage, key: keyof proto.IMessage, kind: MediaKind): InboundMedia {
  const m = (message[key] ?? {}) as MediaFields;
  const size = m.fileLength == null ? undefined : secondsOf(m.fileLength);
  return {
    kind,
    ...(m.mimetype ? { mimeType: m.mimetype } : {}),
    ...(kind === 'audio' ? { voice: m.ptt === true } : {}),
    ...(m.fileName ? { fileName: m.fileName } : {}),
    ...(size != null ? { size } : {}),
    ...(m.seconds ? { seconds: m.seconds } : {}),
    ...(m.mediaKey
      ? {
          baileys: {
            mediaKey: Buffer.from(m.mediaKey).toString('base64'),
            ...(m.directPath ? { directPath: m.directPath } : {}),
            ...(m.url ? { url: m.url } : {}),
          },
        }
      : {}),
  };
}

function locationOf(
  location: proto.Message.ILocationMessage | proto.Message.ILiveLocationMessage,
  pinned: proto.Message.ILocationMessage | null,
): Content {
  const name = pinned?.name ?? undefined;
  const address = pinned?.address ?? undefined;
  return {
    type: 'location',
    mediaType: 'location',
    text: [name, address].filter(Boolean).join(' - '),
    location: {
      latitude: location.degreesLatitude ?? 0,
      longitude: location.degreesLongitude ?? 0,
      ...(name ? { name } : {}),
      ...(address ? { address } : {}),
    },
  };
}

/** What the person wrote beside a photo, video or document. */
function captionOf(message: proto.IMessage): string {
  return (
    message.imageMessage?.caption ?? message.videoMessage?.caption ?? message.documentMessage?.caption ?? ''
  );
}

export function toInboundMessage(
  message: WAMessage,
  phone: string,
  now: Date = new Date(),
): InboundMessage | null {
  const content = contentOf(message.message);
  const id = message.key?.id;
  if (!content || !id) return null;
  const seconds = secondsOf(message.messageTimestamp as Timestamp);
  return {
    waMessageId: id,
    from: phone,
    contactName: message.pushName ?? null,
    timestamp: seconds === null ? now : new Date(seconds * 1000),
    ...content,
    transport: 'baileys',
  };
}
