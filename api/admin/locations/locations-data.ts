import type { CidadeStatus } from '#domain/admin/location-schemas.ts';
import type { Db, Prisma } from '#prisma/client.ts';

// Prisma reads and writes of Gestão de Localização: every state and city, active or not.

export function listAllEstados(db: Db) {
  return db.estado.findMany({
    orderBy: { nome: 'asc' },
    select: { id: true, nome: true, sigla: true, ativo: true },
  });
}

/** Cities per state and flag: one grouped query instead of 27 counts. */
export function countCidadesByEstado(db: Db) {
  return db.cidade.groupBy({ by: ['estado_id', 'ativo'], _count: { _all: true } });
}

export function findEstadoById(db: Db, id: number) {
  return db.estado.findUnique({ where: { id }, select: { id: true, nome: true, sigla: true } });
}

export function findEstadoBySigla(db: Db, sigla: string) {
  return db.estado.findUnique({ where: { sigla }, select: { id: true } });
}

export type CidadeFilter = { busca?: string; sigla?: string; status?: CidadeStatus };

function cidadeWhere(filter: CidadeFilter): Prisma.CidadeWhereInput {
  return {
    ...(filter.busca ? { nome_normalizado: { contains: filter.busca } } : {}),
    ...(filter.sigla ? { estado: { sigla: filter.sigla } } : {}),
    ...(filter.status ? { ativo: filter.status === 'ativas' } : {}),
  };
}

/** One page of the Cidades tab and the number of cities the filter matches. */
export async function listCidadePage(db: Db, filter: CidadeFilter, limit: number) {
  const where = cidadeWhere(filter);
  const [rows, total] = await db.$transaction([
    db.cidade.findMany({
      where,
      // The folded name sorts "Água Branca" with the A's, where byte order puts it after Z.
      orderBy: [{ nome_normalizado: 'asc' }, { id: 'asc' }],
      take: limit,
      select: {
        id: true,
        nome: true,
        ativo: true,
        desligada_por_admin: true,
        estado: { select: { id: true, sigla: true, nome: true, ativo: true } },
      },
    }),
    db.cidade.count({ where }),
  ]);
  return { rows, total };
}

export function countCidades(db: Db) {
  return db.cidade.groupBy({ by: ['ativo'], _count: { _all: true } });
}

/** Returns the row, or null when no state has this id. */
export async function setEstadoAtivo(db: Db, id: number, ativo: boolean) {
  const { count } = await db.estado.updateMany({ where: { id }, data: { ativo } });
  if (count === 0) return null;
  return db.estado.findUnique({ where: { id }, select: { id: true, nome: true, sigla: true, ativo: true } });
}

/**
 * The admin's switch: off also marks the city as switched off by an admin (its wishes are refused
 * and a shop's approval leaves it off); on clears that mark (DECISIONS.md "Cities").
 */
export async function setCidadeAtivo(db: Db, id: number, ativo: boolean) {
  const { count } = await db.cidade.updateMany({
    where: { id },
    data: { ativo, desligada_por_admin: !ativo },
  });
  if (count === 0) return null;
  return db.cidade.findUnique({ where: { id }, select: { id: true, nome: true, ativo: true } });
}

export function insertEstado(db: Db, data: { nome: string; sigla: string }) {
  return db.estado.create({
    data: { ...data, ativo: true },
    select: { id: true, nome: true, sigla: true, ativo: true },
  });
}

export function findCidadeByNormalizedName(db: Db, estadoId: number, nomeNormalizado: string) {
  return db.cidade.findUnique({
    where: { estado_id_nome_normalizado: { estado_id: estadoId, nome_normalizado: nomeNormalizado } },
    select: { id: true, nome: true },
  });
}

export function insertCidade(db: Db, data: { nome: string; nomeNormalizado: string; estadoId: number }) {
  return db.cidade.create({
    data: { nome: data.nome, nome_normalizado: data.nomeNormalizado, estado_id: data.estadoId, ativo: true },
    select: { id: true, nome: true, ativo: true },
  });
}
