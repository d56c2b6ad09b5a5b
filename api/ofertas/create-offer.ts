import { lockShopMatch } from '#api/dashboard/matches-data.ts';
import { matchNotFound } from '#api/dashboard/own-shop.ts';
import { AppError } from '#api/http/app-error.ts';
import type { JobQueue } from '#api/jobs/job-queue.ts';
import type { Logger } from '#api/logger.ts';
import { enqueueOfferNotification } from '#api/notifications/jobs.ts';
import { OFERTA_MESSAGES as M } from '#domain/ofertas/messages.ts';
import { centsToDecimalString } from '#domain/ofertas/money.ts';
import { composeOfferDescricao, type Offer, validadeTexto } from '#domain/ofertas/offer-schema.ts';
import { canOffer, saoPauloYmd } from '#domain/ofertas/plan-gating.ts';
import type { Db, Prisma } from '#prisma/client.ts';
import { insertOferta } from './ofertas-data.ts';
import { consumeOfferSlot, findGatedPlan } from './plan-counter.ts';

// A shop answers a match with an offer (spec 000 §4 Offer creation), from the dashboard or the
// WhatsApp bot. One transaction: the plan slot (checked and counted atomically), the offer
// (pendente), the match (com_oferta, oferta_id) and the history row. The customer is told after
// the commit, never from inside it.

const openMatchStatuses = new Set(['pendente', 'ativo', 'com_oferta']);

// Twenty offers of one shop racing on a pool of ten connections wait for each other's row lock:
// Prisma's defaults (2 s for a connection, 5 s for the transaction) would fail them needlessly.
const transactionOptions = { maxWait: 15_000, timeout: 20_000 } as const;

function blocked(tx: Prisma.TransactionClient, lojistaId: string, todayYmd: string) {
  return findGatedPlan(tx, lojistaId).then((plan) => {
    const gate = canOffer(plan, todayYmd);
    if (!gate.allowed && gate.reason === 'LIMIT_REACHED') {
      return new AppError('LIMIT_REACHED', { message: M.limiteAtingido(gate.limite) });
    }
    return new AppError('PLAN_REQUIRED', { message: M.semPlano });
  });
}

export async function createOffer(options: {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  lojistaId: string;
  matchId: string;
  offer: Offer;
  origem?: 'site' | 'whatsapp';
  /** The clock: "today" is its date in America/Sao_Paulo. */
  now?: Date;
}) {
  const { db, lojistaId, matchId, offer } = options;
  const now = options.now ?? new Date();
  const todayYmd = saoPauloYmd(now);

  const result = await db.$transaction(async (tx) => {
    const match = await lockShopMatch(tx, lojistaId, matchId);
    if (!match) throw matchNotFound();
    const isWishOpen = match.desejo.status === 'aberto' && match.desejo.expires_at > now;
    if (match.status === 'arquivado' && isWishOpen) {
      throw new AppError('CONFLICT', { message: M.oportunidadeArquivada });
    }
    if (!isWishOpen || !openMatchStatuses.has(match.status)) {
      throw new AppError('WISH_CLOSED', { message: M.desejoEncerrado });
    }

    const slot = await consumeOfferSlot(tx, lojistaId, todayYmd);
    if (!slot) throw await blocked(tx, lojistaId, todayYmd);

    const oferta = await insertOferta(tx, {
      desejoId: match.desejo_id,
      lojistaId,
      matchId,
      valor: centsToDecimalString(offer.valorCentavos),
      descricao: composeOfferDescricao(offer),
      condicoesPagamento: offer.condicoesPagamento,
      prazoEntrega: offer.prazoEntrega,
      validade: validadeTexto(offer),
      observacoes: offer.observacoes ?? null,
      origem: options.origem ?? 'site',
    });
    return { oferta, slot };
  }, transactionOptions);

  await enqueueOfferNotification({
    queue: options.queue,
    logger: options.logger,
    ofertaId: result.oferta.id,
  });

  return {
    message: M.ofertaEnviada,
    oferta: { ...result.oferta, valor: result.oferta.valor.toFixed(2) },
    plano: {
      tipo: result.slot.plano_tipo,
      consultasHoje: result.slot.consultas_hoje,
      limiteDiario: result.slot.limite_diario,
    },
  };
}
