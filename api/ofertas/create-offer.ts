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
import { type Db, isPrismaError, type Prisma } from '#prisma/client.ts';
import { findOfertaByIdempotencyKey, insertOferta } from './ofertas-data.ts';
import { consumeOfferSlot, findGatedPlan } from './plan-counter.ts';

// A shop answers a match with an offer (spec 000 §4 Offer creation), from the dashboard or the
// WhatsApp bot. One transaction: the plan slot (checked and counted atomically), the offer
// (pendente), the match (com_oferta, oferta_id) and the history row. The customer is told after
// the commit, never from inside it. The bot passes an idempotency key: a turn run again after a
// crash gets back the offer it made rather than a second one (and a second slot, a second notice).

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
  /** Unique per offer: a second call with the same key returns the first call's offer. */
  idempotencyKey?: string;
  /** The clock: "today" is its date in America/Sao_Paulo. */
  now?: Date;
}) {
  const { db, lojistaId, matchId, offer, idempotencyKey } = options;
  const now = options.now ?? new Date();
  const todayYmd = saoPauloYmd(now);

  if (idempotencyKey) {
    const earlier = await earlierOffer(options, idempotencyKey);
    if (earlier) return earlier;
  }
  const result = await db
    .$transaction(async (tx) => {
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
        idempotencyKey: idempotencyKey ?? null,
      });
      return { oferta, slot };
    }, transactionOptions)
    .catch(async (error: unknown) => {
      // The same turn run twice at once: the loser of the unique key answers with the winner's offer.
      const isDuplicate = isPrismaError(error, 'P2002');
      const earlier = idempotencyKey && isDuplicate ? await earlierOffer(options, idempotencyKey) : undefined;
      if (earlier) return { earlier };
      throw error;
    });
  if ('earlier' in result) return result.earlier;

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

// The earlier call committed but may have died before enqueueing the customer's notice: it is
// enqueued again, a no-op under its per-offer id when it already was. The plan as it is now.
async function earlierOffer(
  options: { db: Db; queue: JobQueue; logger: Logger; lojistaId: string },
  idempotencyKey: string,
) {
  const oferta = await findOfertaByIdempotencyKey(options.db, idempotencyKey);
  if (!oferta || oferta.lojista_id !== options.lojistaId) return undefined;
  const plan = await findGatedPlan(options.db, options.lojistaId);
  await enqueueOfferNotification({ queue: options.queue, logger: options.logger, ofertaId: oferta.id });
  options.logger.info(
    { ofertaId: oferta.id },
    'oferta já registrada por esta mensagem: devolvida sem repetir',
  );
  return {
    message: M.ofertaEnviada,
    oferta: { ...oferta, valor: oferta.valor.toFixed(2) },
    plano: {
      tipo: plan?.plano_tipo ?? 'sem_plano',
      consultasHoje: plan?.consultas_hoje ?? 0,
      limiteDiario: plan?.limite_diario ?? 0,
    },
  };
}
