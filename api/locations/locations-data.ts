import type { Db, Prisma } from '#prisma/client.ts';

// Reads of the IBGE reference tables. Only active states and cities are ever offered to forms.

export type DbClient = Db | Prisma.TransactionClient;

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

export function listActiveCidades(db: DbClient, estadoId: number) {
  return db.cidade.findMany({
    where: { estado_id: estadoId, ativo: true },
    orderBy: { nome: 'asc' },
    select: { id: true, nome: true },
  });
}

/** The active city of an active state, by folded name ("sao paulo" finds "São Paulo"). */
export function findActiveCidade(db: DbClient, options: { sigla: string; nomeNormalizado: string }) {
  return db.cidade.findFirst({
    where: {
      nome_normalizado: options.nomeNormalizado,
      ativo: true,
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
