import { randomUUID } from 'node:crypto';
import { createWish } from '#api/desejos/create-wish.ts';
import { normalizeText, toDisplayCategoryName } from '#domain/text.ts';
import type { Db } from '#prisma/client.ts';
import type { Harness } from './harness.ts';
import { fold } from './scoring.ts';

// The world a case needs, written as an admin and a shop would leave it: a city that takes
// wishes, an approved shop (receber_matches, aprovado_em) on an active Premium plan serving whole
// categories (no subcategory restriction), and customers' wishes made by the real createWish.

export type City = { nome: string; uf: string };

/** The reference city of a case (folded name + UF), switched on; null when it does not exist. */
export async function activateCity(db: Db, cidade: string, uf: string): Promise<City | null> {
  const found = await db.cidade.findFirst({
    where: { nome_normalizado: normalizeText(cidade), estado: { sigla: uf.toUpperCase() } },
    select: { id: true, nome: true, estado_id: true },
  });
  if (!found) return null;
  await db.cidade.update({ where: { id: found.id }, data: { ativo: true, desligada_por_admin: false } });
  await db.estado.update({ where: { id: found.estado_id }, data: { ativo: true } });
  return { nome: found.nome, uf: uf.toUpperCase() };
}

export type Categories = { all: number[]; idOf(displayName: string): number };

export async function readCategories(db: Db): Promise<Categories> {
  const rows = await db.categoria.findMany({ select: { id: true, nome_categoria: true } });
  const byName = new Map(rows.map((r) => [fold(toDisplayCategoryName(r.nome_categoria)), r.id]));
  return {
    all: rows.map((r) => r.id),
    idOf(displayName) {
      const id = byName.get(fold(displayName));
      if (id === undefined) throw new Error(`categoria "${displayName}" não existe na base`);
      return id;
    },
  };
}

let shopCount = 0;

export async function createShop(h: Harness, city: City, categoriaIds: number[]) {
  shopCount += 1;
  return h.db.lojista.create({
    data: {
      email: `loja-eval-${randomUUID()}@exemplo.com.br`,
      nome_loja: `Loja Avaliação ${shopCount}`,
      whatsapp: h.newPhone('loja'),
      whatsapp_loja: h.newPhone('loja'),
      estado: city.uf,
      cidade: city.nome,
      cidade_normalizada: normalizeText(city.nome),
      receber_matches: true,
      aprovado_em: new Date(),
      termos_aceitos: true,
      termos_aceitos_em: new Date(),
      plano: { create: { plano_tipo: 'premium', ativo: true, limite_diario: 0 } },
      categorias: { create: categoriaIds.map((categoria_id) => ({ categoria_id })) },
    },
    select: { id: true, whatsapp_loja: true },
  });
}

/** A customer's wish as the bot's criar_desejo would store it (origem whatsapp). */
export async function createCustomerWish(
  h: Harness,
  wish: { phone: string; city: City; categoriaId: number; produto: string; conversationId?: string },
) {
  const { env, jobs, logger } = h.runtime;
  return createWish({
    db: h.db,
    queue: jobs,
    logger,
    ttlDays: env.WISH_TTL_DAYS,
    wish: {
      nomeCliente: 'Ana',
      whatsappCliente: wish.phone,
      estado: wish.city.uf,
      cidade: wish.city.nome,
      categoriaId: wish.categoriaId,
      produtoDesejado: wish.produto,
      origem: 'whatsapp',
      conversationId: wish.conversationId,
      hasAcceptedTerms: true,
    },
  });
}

/**
 * `count` municipalities no customer case uses, switched on, so the shop and intent sections'
 * wishes reach only the shops those sections create. Taken in id order: the same ones every run.
 */
export async function spareCities(
  db: Db,
  used: { city: string; uf: string }[],
  count: number,
): Promise<City[]> {
  const taken = new Set(used.map((c) => `${fold(c.city)}/${c.uf.toUpperCase()}`));
  const candidates = await db.cidade.findMany({
    where: { estado: { sigla: 'SP' } },
    orderBy: { id: 'asc' },
    take: count + taken.size,
    select: { nome: true },
  });
  const free = candidates.filter((c) => !taken.has(`${fold(c.nome)}/SP`)).slice(0, count);
  if (free.length < count) throw new Error('não sobrou município para as lojas da avaliação');
  const cities: City[] = [];
  for (const c of free) cities.push((await activateCity(db, c.nome, 'SP'))!);
  return cities;
}
