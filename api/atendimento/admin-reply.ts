import {
  type AdminReplyInput,
  type AdminTemplateInput,
  HUMAN_MODE_MESSAGES,
  type MessageAuthor,
} from '#domain/atendimento/human-mode.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import { readBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';
import { renderTemplate } from '#prompts/templates.ts';
import { isWindowOpen } from '#whatsapp/lease.ts';
import { getOutboundSender, type SendResult } from '#whatsapp/sender.ts';
import { enterHumanMode, findReplyTarget, markAdminAnswered } from './human-mode-data.ts';
import { resolveReplyPhoto } from './reply-photo.ts';

// An admin writing to a contact from /gestao. The message goes through the bot's own sender (stored
// first, keyed, rate-limited, retried) with the admin as its author. Writing takes the conversation:
// the bot must not answer the contact's reply on top of a person.

export type AdminAuthor = { id: string; name: string };

async function targetFor(db: Db, conversationId: string) {
  const target = await findReplyTarget(db, conversationId);
  if (!target) throw new AppError('NOT_FOUND', { message: HUMAN_MODE_MESSAGES.conversaNaoEncontrada });
  return target;
}

function authorOf(admin: AdminAuthor): MessageAuthor {
  return { tipo: 'admin', id: admin.id, nome: admin.name };
}

async function afterSend(db: Db, conversationId: string, now: Date) {
  await enterHumanMode(db, { conversationId, by: 'admin', at: now });
  await markAdminAnswered(db, conversationId, now);
}

/**
 * Free text, inside the 24-hour window only: outside it WhatsApp would refuse it (409). With a
 * photo, an image message whose caption is the text (which may then be empty).
 */
export async function sendAdminReply(options: {
  db: Db;
  env: StorageEnv;
  conversationId: string;
  admin: AdminAuthor;
  input: AdminReplyInput;
  now: Date;
}): Promise<SendResult> {
  const target = await targetFor(options.db, options.conversationId);
  if (!target.isSimulated && !isWindowOpen(target.lastInboundAt, options.now.getTime())) {
    throw new AppError('CONFLICT', { message: HUMAN_MODE_MESSAGES.janelaFechada });
  }
  const { fotoKey } = options.input;
  const image = fotoKey ? await resolveReplyPhoto({ env: options.env, fotoKey }) : undefined;
  // Taken before the send: the contact's answer may arrive while it is delivered.
  await enterHumanMode(options.db, { conversationId: target.id, by: 'admin', at: options.now });
  const result = await getOutboundSender().sendText({
    to: target.phone,
    text: options.input.texto,
    idempotencyKey: `admin:${options.input.envioId}`,
    simulated: target.isSimulated,
    ...(image ? { image } : {}),
    metadata: { autor: authorOf(options.admin) },
  });
  await afterSend(options.db, target.id, options.now);
  return result;
}

/** Outside the window: one of the approved templates, its variables filled by the admin. */
export async function sendAdminTemplate(options: {
  db: Db;
  conversationId: string;
  admin: AdminAuthor;
  input: AdminTemplateInput;
  now: Date;
}): Promise<SendResult> {
  const target = await targetFor(options.db, options.conversationId);
  const templates = await readBotConfig(options.db, 'whatsapp_templates');
  const { template, variaveis } = options.input;
  const result = await getOutboundSender().sendTemplate({
    to: target.phone,
    template,
    variables: variaveis,
    text: renderTemplate(templates[template], variaveis),
    idempotencyKey: `admin:${options.input.envioId}`,
    simulated: target.isSimulated,
    metadata: { autor: authorOf(options.admin) },
  });
  await afterSend(options.db, target.id, options.now);
  return result;
}
