import type { DbClient } from '#prisma/client.ts';

// Reads of the category tree (categorias with their subcategorias).

export function listCategoriasWithSubcategorias(db: DbClient) {
  return db.categoria.findMany({
    orderBy: { nome_categoria: 'asc' },
    select: {
      id: true,
      nome_categoria: true,
      subcategorias: {
        where: { NOT: { nome: '' } },
        orderBy: { nome: 'asc' },
        select: { id: true, nome: true },
      },
    },
  });
}

export function findCategoriasByIds(db: DbClient, ids: readonly number[]) {
  return db.categoria.findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
}

export function findSubcategoriasByIds(db: DbClient, ids: readonly number[]) {
  return db.subcategoria.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, categoria: true },
  });
}
