import { lockShopMatch } from '#api/dashboard/matches-data.ts';
import { matchNotFound } from '#api/dashboard/own-shop.ts';
import { enqueueOfferNotification } from '#api/notifications/jobs.ts';
import { saoPauloYmd } from '#domain/dates.ts';
import { OFERTA_MESSAGES as M } from '#domain/ofertas/messages.ts';
import { centsToDecimalString } from '#domain/ofertas/money.ts';
import { composeOfferDescricao, type Offer, validadeTexto } from '#domain/ofertas/offer-schema.ts';
import { canOffer } from '#domain/plans/plan-gating.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, isUniqueViolation, type Prisma } from '#prisma/client.ts';
import {
  findEnvio,
  findShopOffer,
  insertOferta,
  type OfertaRow,
  type OfertaTerms,
  recordEnvio,
  sameTerms,
  updateOfertaTerms,
} from './ofertas-data.ts';
import { type ConsumedSlot, consumeOfferSlot, findGatedPlan } from './plan-counter.ts';

// A shop answers a match with an offer (spec 000 §4 Offer creation), from the dashboard or the
// WhatsApp bot, and has one offer per match. In one transaction, under the match's row lock (so two
// submissions for one match take turns): a key already used answers with what it did; the same
// terms again are the same offer; new terms update the offer as its next version without a second
// plan slot; else the plan slot (checked and counted atomically), the offer (pendente), the match
// (com_oferta, oferta_id), the history row. The customer is told of each version once, after the
// commit, never from inside it.

export type OfferOutcome = 'criada' | 'atualizada' | 'repetida';

const openMatchStatuses = new Set(['pendente', 'ativo', 'com_oferta']);

type Options = {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  lojistaId: string;
  matchId: string;
  offer: Offer;
  origem?: 'site' | 'whatsapp';
  /**
   * The submission's key (the dialog's, made when it opens; the bot's, per turn): the same key
   * again answers with what the first call did, even after a later change of the offer.
   */
  idempotencyKey?: string;
  /** The clock: "today" is its date in America/Sao_Paulo. */
  now?: Date;
  /** The shop's photo of what it offers: a new photo on an offer is a new version the customer hears of. */
  foto?: { key: string; mimeType: string };
};

/** `oferta` as it is now; `versao` the version this submission made or repeated (its message). */
type Submitted = { outcome: OfferOutcome; oferta: OfertaRow; versao: number; slot?: ConsumedSlot };

function blocked(tx: Prisma.TransactionClient, lojistaId: string, todayYmd: string) {
  return findGatedPlan(tx, lojistaId).then((plan) => {
    const gate = canOffer(plan, todayYmd);
    if (!gate.allowed && gate.reason === 'LIMIT_REACHED') {
      return new AppError('LIMIT_REACHED', { message: M.limiteAtingido(gate.limite) });
    }
    return new AppError('PLAN_REQUIRED', { message: M.semPlano });
  });
}

function termsOf(offer: Offer): OfertaTerms {
  return {
    valor: centsToDecimalString(offer.valorCentavos),
    descricao: composeOfferDescricao(offer),
    condicoesPagamento: offer.condicoesPagamento,
    prazoEntrega: offer.prazoEntrega,
    validade: validadeTexto(offer),
    observacoes: offer.observacoes ?? null,
  };
}

async function submit(tx: Prisma.TransactionClient, options: Options, now: Date): Promise<Submitted> {
  const { lojistaId, matchId, idempotencyKey: key } = options;
  const match = await lockShopMatch(tx, lojistaId, matchId);
  if (!match) throw matchNotFound();
  if (key) {
    const envio = await findEnvio(tx, lojistaId, key);
    if (envio && envio.oferta.id_desejo !== match.desejo_id) {
      throw new AppError('CONFLICT', { message: M.envioDeOutraOferta });
    }
    if (envio) return { outcome: 'repetida', oferta: envio.oferta, versao: envio.versao };
  }
  const isWishOpen = match.desejo.status === 'aberto' && match.desejo.expires_at > now;
  if (match.status === 'arquivado' && isWishOpen) {
    throw new AppError('CONFLICT', { message: M.oportunidadeArquivada });
  }
  if (!isWishOpen || !openMatchStatuses.has(match.status)) {
    throw new AppError('WISH_CLOSED', { message: M.desejoEncerrado });
  }

  const terms = { ...termsOf(options.offer), ...(options.foto ? { foto: options.foto } : {}) };
  const current = await findShopOffer(tx, lojistaId, match.desejo_id);
  let submitted: Omit<Submitted, 'versao'>;
  if (current && sameTerms(current, terms)) {
    submitted = { outcome: 'repetida', oferta: current };
  } else if (current) {
    submitted = { outcome: 'atualizada', oferta: await updateOfertaTerms(tx, current.id, terms) };
  } else {
    const todayYmd = saoPauloYmd(now);
    const slot = await consumeOfferSlot(tx, lojistaId, todayYmd);
    if (!slot) throw await blocked(tx, lojistaId, todayYmd);
    const oferta = await insertOferta(tx, {
      ...terms,
      desejoId: match.desejo_id,
      lojistaId,
      matchId,
      origem: options.origem ?? 'site',
    });
    submitted = { outcome: 'criada', oferta, slot };
  }
  const { id: ofertaId, versao } = submitted.oferta;
  if (key) await recordEnvio(tx, { lojistaId, idempotencyKey: key, ofertaId, versao });
  return { ...submitted, versao };
}

export async function createOffer(options: Options) {
  const { db, lojistaId } = options;
  const now = options.now ?? new Date();
  const run = () => db.$transaction((tx) => submit(tx, options, now));
  // A unique key refused the write (the same key sent at once for two matches, say): the second
  // run reads what the winner committed and answers from it.
  const result = await run().catch((error: unknown) => {
    if (isUniqueViolation(error)) return run();
    throw error;
  });

  // Also for a repetition: the first call may have died between its commit and this line. The
  // job id (and the sender's key) make it a no-op when the notice was already enqueued or sent.
  await enqueueOfferNotification({
    queue: options.queue,
    logger: options.logger,
    ofertaId: result.oferta.id,
    versao: result.oferta.versao,
  });
  if (result.outcome === 'repetida') {
    options.logger.info({ ofertaId: result.oferta.id }, 'oferta repetida: devolvida sem mudar nada');
  }

  const plan = result.slot ?? (await findGatedPlan(db, lojistaId));
  return {
    outcome: result.outcome,
    message: result.versao > 1 ? M.ofertaAtualizada : M.ofertaEnviada,
    oferta: { ...result.oferta, valor: result.oferta.valor.toFixed(2) },
    plano: {
      tipo: plan?.plano_tipo ?? 'sem_plano',
      consultasHoje: plan?.consultas_hoje ?? 0,
      limiteDiario: plan?.limite_diario ?? 0,
    },
  };
}
