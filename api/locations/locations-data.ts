import type { DbClient } from '#prisma/client.ts';

// Reads of the IBGE reference tables. Forms offer every municipality of an active state that an
// admin has not switched off (DECISIONS.md "Cities": shops register anywhere in their state, and
// wishes from any real municipality are demand); a city's `ativo` only says the product operates
// there, and it is switched on by the first approved shop.

export function listActiveEstados(db: DbClient) {
  return db.estado.findMany({
    where: { ativo: true },
    orderBy: { nome: 'asc' },
    select: { id: true, nome: true, sigla: true },
  });
}

export function findActiveEstado(db: DbClient, sigla: string) {
  return db.estado.findFirst({
    where: { sigla: sigla.toUpperCase(), ativo: true },
    select: { id: true, nome: true, sigla: true },
  });
}

export function listOpenCidades(db: DbClient, estadoId: number) {
  return db.cidade.findMany({
    where: { estado_id: estadoId, desligada_por_admin: false },
    orderBy: { nome: 'asc' },
    select: { id: true, nome: true },
  });
}

/** A city of an active state not switched off by an admin, by folded name ("sao paulo" finds "São Paulo"). */
export function findOpenCidade(db: DbClient, options: { sigla: string; nomeNormalizado: string }) {
  return db.cidade.findFirst({
    where: {
      nome_normalizado: options.nomeNormalizado,
      desligada_por_admin: false,
      estado: { sigla: options.sigla.toUpperCase(), ativo: true },
    },
    select: { id: true, nome: true, nome_normalizado: true, estado: { select: { sigla: true } } },
  });
}

/**
 * A real municipality of the state by folded name, active or not, with what decides whether it
 * takes wishes: the state's switch and the admin's switch-off (DECISIONS.md "Cities").
 */
export function findCidadeForWish(db: DbClient, options: { sigla: string; nomeNormalizado: string }) {
  return db.cidade.findFirst({
    where: { nome_normalizado: options.nomeNormalizado, estado: { sigla: options.sigla.toUpperCase() } },
    select: {
      id: true,
      nome: true,
      desligada_por_admin: true,
      estado: { select: { sigla: true, ativo: true } },
    },
  });
}
