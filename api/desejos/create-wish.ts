import { findCidadeForWish } from '#api/locations/locations-data.ts';
import { enqueueShopNotifications } from '#api/notifications/jobs.ts';
import { type NewWish, WISH_MESSAGES } from '#domain/desejos/wish-schema.ts';
import { normalizeText } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { type Db, isUniqueViolation } from '#prisma/client.ts';
import {
  type CreatedWish,
  findCategoriaForWish,
  findDesejoByIdempotencyKey,
  insertDesejo,
  insertMatchesForWish,
} from './desejos-data.ts';
import { insertWishPhotos, type WishPhotoSource } from './wish-photos-data.ts';

// A wish goes in, the right shops get it. The caller (the site's form, the agent's tool) gives the
// category and subcategory; this validates them and the city (any municipality of an active state
// that an admin did not switch off, with or without shops) against the reference tables, then
// stores the wish and its matches in one transaction. The shops' notifications are enqueued after
// the commit, one job per match.
//
// The bot passes an idempotency key (its turn's message and the call's place in the turn): a turn
// run again after a worker died between the tool and the reply finds the wish it already made and
// gets it back, instead of a second wish and a second round of shop notifications.

const DAY_MS = 24 * 60 * 60 * 1000;

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', { message, fields: { [field]: message } });

export async function createWish(options: {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  /** WISH_TTL_DAYS */
  ttlDays: number;
  wish: NewWish;
  /** Unique per wish: a second call with the same key returns the first call's wish. */
  idempotencyKey?: string;
  now?: Date;
  /** The customer's photos of it (wish-photos.ts), stored with the wish so its notices carry them. */
  fotos?: readonly WishPhotoSource[];
}): Promise<{ desejo: CreatedWish; matchedShops: number; matchIds: string[] }> {
  const { db, wish, idempotencyKey } = options;
  const now = options.now ?? new Date();
  if (idempotencyKey) {
    const earlier = await findEarlierWish(options, idempotencyKey);
    if (earlier) return earlier;
  }
  const [cidade, categoria] = await Promise.all([
    findCidadeForWish(db, { sigla: wish.estado, nomeNormalizado: normalizeText(wish.cidade) }),
    findCategoriaForWish(db, wish.categoriaId, wish.subcategoriaId),
  ]);
  if (!cidade) throw fieldError('cidade', WISH_MESSAGES.cidadeDesconhecida);
  // Demand is never refused (DECISIONS.md "Cities"): a city where no shop works yet still takes the
  // wish, which reaches no shop; only a city an admin switched off, or an inactive state, refuses.
  if (!cidade.estado.ativo || cidade.desligada_por_admin) {
    throw fieldError('cidade', WISH_MESSAGES.cidadeNaoAtendida);
  }
  if (!categoria) throw fieldError('categoriaId', WISH_MESSAGES.categoria);
  const subcategoria = wish.subcategoriaId ? categoria.subcategorias[0] : undefined;
  if (wish.subcategoriaId && !subcategoria) throw fieldError('subcategoriaId', WISH_MESSAGES.subcategoria);

  // The city's own normalized name: the same folding (normalizeText) the shops' column holds.
  const cidadeNormalizada = normalizeText(cidade.nome);
  let created: { desejo: CreatedWish; matches: { id: string }[] };
  try {
    created = await db.$transaction(async (tx) => {
      const desejo = await insertDesejo(tx, {
        nome_cliente: wish.nomeCliente,
        whatsapp_cliente: wish.whatsappCliente,
        produto_desejado: wish.produtoDesejado,
        descricao: wish.descricao ?? null,
        marca: wish.marca ?? null,
        caracteristicas: wish.caracteristicas ?? undefined,
        link_produto: wish.linkProduto ?? null,
        categoria: categoria.nome_categoria,
        categoria_id: categoria.id,
        subcategoria: subcategoria?.nome ?? null,
        subcategoria_id: subcategoria?.id ?? null,
        cidade: cidade.nome,
        cidade_normalizada: cidadeNormalizada,
        estado: cidade.estado.sigla,
        origem: wish.origem,
        conversation_id: wish.conversationId ?? null,
        idempotency_key: idempotencyKey ?? null,
        termos_aceitos: wish.hasAcceptedTerms,
        expires_at: new Date(now.getTime() + options.ttlDays * DAY_MS),
        created_at: now,
      });
      const matches = await insertMatchesForWish(tx, {
        desejoId: desejo.id,
        cidadeNormalizada,
        categoriaId: categoria.id,
        subcategoriaId: subcategoria?.id ?? null,
        createdAt: now,
      });
      if (options.fotos?.length) await insertWishPhotos(tx, desejo.id, options.fotos);
      return { desejo, matches };
    });
  } catch (error) {
    // Two runs of the same turn at once (a stalled job picked up while the first still ran): the
    // loser of the unique key returns the winner's wish.
    const earlier =
      idempotencyKey && isUniqueViolation(error) && (await findEarlierWish(options, idempotencyKey));
    if (earlier) return earlier;
    throw error;
  }
  const { desejo, matches } = created;

  const matchIds = matches.map((m) => m.id);
  await enqueueShopNotifications({ queue: options.queue, logger: options.logger, matchIds });
  options.logger.info({ desejoId: desejo.id, matchedShops: matchIds.length }, 'desejo criado');
  return { desejo, matchedShops: matchIds.length, matchIds };
}

// The earlier call committed, but may have died before enqueueing its notifications: they are
// enqueued again, which their per-match keys make a no-op when they already were.
async function findEarlierWish(
  options: { db: Db; queue: JobQueue; logger: Logger },
  idempotencyKey: string,
): Promise<{ desejo: CreatedWish; matchedShops: number; matchIds: string[] } | undefined> {
  const found = await findDesejoByIdempotencyKey(options.db, idempotencyKey);
  if (!found) return undefined;
  const { matches, ...desejo } = found;
  const matchIds = matches.map((m) => m.id);
  await enqueueShopNotifications({ queue: options.queue, logger: options.logger, matchIds });
  options.logger.info({ desejoId: desejo.id }, 'desejo já criado por esta mensagem: devolvido sem repetir');
  return { desejo, matchedShops: matchIds.length, matchIds };
}
