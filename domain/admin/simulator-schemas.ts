import { z } from 'zod';
import { onlyDigits } from '../masks.ts';
import { userText } from '../user-text.ts';

// The simulator of /api/admin/simulator (and the /gestao playground): an admin writes as any
// phone. Phones are stored as WhatsApp gives them (55 + DDD + number, 12 digits for numbers
// without the ninth digit, 13 for mobiles), so masks and a missing 55 are accepted and normalised.

export const SIMULATOR_MESSAGES = {
  phone: 'Telefone inválido: informe DDD + número, com ou sem 55 (ex.: 5511987654321)',
  textRequired: 'A mensagem não pode ficar vazia',
  textTooLong: 'A mensagem deve ter no máximo 4096 caracteres',
  nameTooLong: 'O nome deve ter no máximo 100 caracteres',
} as const;

/** 55 + DDD + number from a typed, pasted or masked phone; null when it is not one. */
export function simulatorPhone(value: string): string | null {
  if (!/^[\d\s()+.-]*$/.test(value)) return null;
  const digits = onlyDigits(value);
  // Written with a '+': it carries its country code, which must be Brazil's.
  if (value.trim().startsWith('+') && !digits.startsWith('55')) return null;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits;
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  return null;
}

export const simulatorPhoneSchema = z.string({ error: SIMULATOR_MESSAGES.phone }).transform((value, ctx) => {
  const phone = simulatorPhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: SIMULATOR_MESSAGES.phone });
    return z.NEVER;
  }
  return phone;
});

export const simulatorMessageSchema = z.object({
  telefone: simulatorPhoneSchema,
  texto: userText({ error: SIMULATOR_MESSAGES.textRequired })
    .refine((v) => v.trim().length > 0, SIMULATOR_MESSAGES.textRequired)
    .pipe(z.string().max(4096, SIMULATOR_MESSAGES.textTooLong)),
  nome: userText()
    .trim()
    .max(100, SIMULATOR_MESSAGES.nameTooLong)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null),
  /**
   * A tap on a reply button or list row of the bot's message: its id (domain/whatsapp/reply-ids.ts),
   * with `texto` the title the person saw, as WhatsApp sends it.
   */
  resposta_id: z.string().trim().min(1).max(256).optional(),
  /** Sent from the /gestao/ferramentas playground: an admin's test, listed apart in /gestao. */
  playground: z.boolean().optional(),
});

export const simulatorThreadQuerySchema = z.object({ telefone: simulatorPhoneSchema });

export type SimulatorMessageInput = z.input<typeof simulatorMessageSchema>;
export type SimulatorMessage = z.output<typeof simulatorMessageSchema>;

/** One message of a thread as the simulator returns it (oldest first). */
export type SimulatorThreadMessage = {
  id: string;
  direction: 'inbound' | 'outbound';
  text: string | null;
  status: string | null;
  timestamp: string;
  tool_calls: unknown;
  metadata: unknown;
};

/**
 * What POST /api/admin/simulator/messages answers (202): the conversation, and the stored message
 * (absent when the message was an event, which stores none).
 */
export type SimulatorSent = { messageId?: string; conversationId: string };

/** What GET /api/admin/simulator/messages?telefone= answers: an empty thread before the first message. */
export type SimulatorThread = {
  telefone: string;
  conversationId: string | null;
  messages: SimulatorThreadMessage[];
};

/** A shop the /gestao playground can write as (GET /api/admin/tools/playground-shops). */
export type PlaygroundShop = {
  id: string;
  nome_loja: string;
  whatsapp_loja: string;
  cidade: string;
  estado: string;
};

export type SimulatorConversation = {
  id: string;
  phone: string;
  contactName: string | null;
  /** Lojista when the phone is a shop's whatsapp_loja (the conversation knows its shop). */
  kind: 'Lojista' | 'Cliente';
  nomeLoja: string | null;
  lastMessageAt: string;
};
