import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { readRatingAnswer } from '#domain/understanding/rating.ts';
import type { Db } from '#prisma/client.ts';
import { findAskedWishes, lastOutboundKey, settleAsk } from './avaliacoes-data.ts';
import { ratingAskKey } from './jobs.ts';

// The customer's answer to the rating ask, read before the agent: while an ask is pending (sent,
// not yet answered or refused, within RATING_ANSWER_MS), "5", "nota 4", "⭐⭐⭐⭐", a button or
// "não quero avaliar" settle it; anything else goes to the bot as usual. A bare number counts only
// when the ask is the last thing the bot said, where it cannot answer another question.

export const RATING_ANSWER_MS = 3 * 24 * 60 * 60 * 1000;

export const AVALIACAO_MESSAGES = {
  obrigado: (nota: number, loja: string) =>
    `Obrigado pela avaliação! ${'⭐'.repeat(nota)} Sua nota ${nota} para a ${loja} foi registrada.`,
  recusada: 'Tudo bem! Não vamos pedir avaliação dessa compra de novo.',
  jaRegistrada: 'Sua resposta sobre essa compra já foi registrada. Obrigado!',
} as const;

export type RatingTurn = { kind: 'avaliacao' | 'recusa'; text: string };

export async function answerPendingRating(options: {
  db: Db;
  phone: string;
  texts: readonly string[];
  now: Date;
}): Promise<RatingTurn | null> {
  const { db, phone, now } = options;
  const answer = readRatingAnswer(options.texts.join(' '));
  if (!answer) return null;
  const asked = await findAskedWishes(db, phone, new Date(now.getTime() - RATING_ANSWER_MS));
  if (asked.length === 0) return null;
  const named = answer.codigo ? asked.find((w) => shortCode(w.id) === answer.codigo) : undefined;
  if (answer.codigo && !named) return null;
  const askIsLast = async (desejoId: string) => (await lastOutboundKey(db, phone)) === ratingAskKey(desejoId);
  // The wish answered: the one a button names, else the newest ask still open.
  const wish = named ?? asked.find((w) => w.avaliacao_encerrada_em === null) ?? asked[0]!;
  const isDirect = await askIsLast(wish.id);
  if (answer.kind === 'nota' && !answer.isExplicit && !isDirect && !named) return null;
  const loja = wish.ofertas[0]?.lojista;
  if (!loja) return null;

  if (wish.avaliacao_encerrada_em !== null) {
    // Settled already: a second tap on a button, or this very turn run again after a crash that
    // stored the answer before its reply (the ask is still the last message then).
    return named || isDirect ? { kind: 'avaliacao', text: AVALIACAO_MESSAGES.jaRegistrada } : null;
  }
  if (answer.kind === 'recusa') {
    await settleAsk(db, { desejoId: wish.id, at: now });
    return { kind: 'recusa', text: AVALIACAO_MESSAGES.recusada };
  }
  await settleAsk(db, {
    desejoId: wish.id,
    at: now,
    rating: { lojistaId: loja.id, whatsappCliente: phone, nota: answer.nota, comentario: answer.comentario },
  });
  return { kind: 'avaliacao', text: AVALIACAO_MESSAGES.obrigado(answer.nota, loja.nome_loja) };
}
