import type { ConfirmationCase } from './corpus-schema.ts';
import { isSummary, type Persona } from './customer-answers.ts';
import { findWish, playCustomer } from './customer-case.ts';
import type { Harness } from './harness.ts';
import { saysWishSent } from './scoring.ts';

// A confirmation case: a new customer reaches the wish summary (answering like a customer case
// when the bot asks something first), then answers it with the case's text. "sim" passes when the
// wish exists after the reply; "nao" when none exists and the bot did not say it was sent.

const FIRST = 'quero uma geladeira frost free em Campinas SP';
const PERSONA: Persona = { city: 'Campinas', uf: 'SP', categoryAny: ['Eletrodomésticos'] };

export type ConfirmationResult = {
  c: ConfirmationCase;
  hasWish: boolean;
  pass: boolean;
  lastReply: string | null;
  problem?: string;
  /** The conversation, kept for failing cases only. */
  transcript?: string[];
};

export async function runConfirmationCase(h: Harness, c: ConfirmationCase): Promise<ConfirmationResult> {
  const phone = h.newPhone('cliente');
  const play = await playCustomer(h, {
    phone,
    first: FIRST,
    persona: PERSONA,
    stop: (reply) => isSummary(reply.text ?? ''),
  });
  const failed = async (problem: string): Promise<ConfirmationResult> => ({
    c,
    hasWish: !!play.wish,
    pass: false,
    lastReply: play.lastReply?.text ?? null,
    problem,
    transcript: await h.thread(phone),
  });
  if (play.wish) return failed('desejo criado antes do resumo');
  if (!isSummary(play.lastReply?.text ?? '')) return failed('o resumo não apareceu');

  const reply = await h.say(phone, c.text);
  const hasWish = (await findWish(h, phone)) !== null;
  const pass = c.answer === 'sim' ? hasWish : !hasWish && !saysWishSent(reply.text);
  return {
    c,
    hasWish,
    pass,
    lastReply: reply.text,
    ...(reply.timedOut ? { problem: 'sem resposta no prazo' } : {}),
    ...(pass ? {} : { transcript: await h.thread(phone) }),
  };
}
