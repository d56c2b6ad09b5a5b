import type { TermoOrigem } from '#domain/admin/understanding-schemas.ts';
import type { Db, Prisma } from '#prisma/client.ts';

// Prisma reads and writes of "Entendimento do bot": the brand list and the subcategory terms.
// Removing marks the row (removida / removido) instead of deleting it, so the seed, which adds only
// missing rows, never brings back what an admin took out; adding it again revives the row.

const marcaSelect = { id: true, nome: true, ambigua: true, created_at: true } satisfies Prisma.MarcaSelect;

/** One page of brands by folded name, and how many match. */
export async function listMarcaPage(db: Db, options: { busca?: string; skip: number; take: number }) {
  const where: Prisma.MarcaWhereInput = {
    removida: false,
    ...(options.busca ? { nome_normalizado: { contains: options.busca } } : {}),
  };
  const [rows, total] = await db.$transaction([
    db.marca.findMany({
      where,
      orderBy: [{ nome_normalizado: 'asc' }, { id: 'asc' }],
      skip: options.skip,
      take: options.take,
      select: marcaSelect,
    }),
    db.marca.count({ where }),
  ]);
  return { rows, total };
}

export function findMarcaByNormalizedName(db: Db, nomeNormalizado: string) {
  return db.marca.findUnique({
    where: { nome_normalizado: nomeNormalizado },
    select: { id: true, removida: true },
  });
}

export function insertMarca(db: Db, data: { nome: string; nomeNormalizado: string; ambigua: boolean }) {
  return db.marca.create({
    data: { nome: data.nome, nome_normalizado: data.nomeNormalizado, ambigua: data.ambigua },
    select: marcaSelect,
  });
}

/** A removed brand added again, under the name and flag given now. */
export function reviveMarca(db: Db, id: number, data: { nome: string; ambigua: boolean }) {
  return db.marca.update({
    where: { id },
    data: { nome: data.nome, ambigua: data.ambigua, removida: false, created_at: new Date() },
    select: marcaSelect,
  });
}

/** The row after the change, or null when no brand (not removed) has this id. */
export async function setMarcaAmbigua(db: Db, id: number, ambigua: boolean) {
  const { count } = await db.marca.updateMany({ where: { id, removida: false }, data: { ambigua } });
  if (count === 0) return null;
  return db.marca.findUnique({ where: { id }, select: marcaSelect });
}

export async function removeMarcaRow(db: Db, id: number): Promise<boolean> {
  const { count } = await db.marca.updateMany({
    where: { id, removida: false },
    data: { removida: true },
  });
  return count === 1;
}

export function findSubcategoriaWithCategoria(db: Db, id: number) {
  return db.subcategoria.findUnique({
    where: { id },
    select: { id: true, nome: true, categoriaRef: { select: { id: true, nome_categoria: true } } },
  });
}

const termoSelect = {
  id: true,
  termo: true,
  origem: true,
  created_at: true,
} satisfies Prisma.SubcategoriaTermoSelect;

export function listSubcategoriaTermos(db: Db, subcategoriaId: number) {
  return db.subcategoriaTermo.findMany({
    where: { subcategoria_id: subcategoriaId, removido: false },
    orderBy: [{ termo: 'asc' }, { id: 'asc' }],
    select: termoSelect,
  });
}

export function findSubcategoriaTermo(db: Db, subcategoriaId: number, termo: string) {
  return db.subcategoriaTermo.findUnique({
    where: { subcategoria_id_termo: { subcategoria_id: subcategoriaId, termo } },
    select: { id: true, removido: true },
  });
}

export function insertSubcategoriaTermo(
  db: Db,
  data: { subcategoriaId: number; termo: string; origem: TermoOrigem },
) {
  return db.subcategoriaTermo.create({
    data: { subcategoria_id: data.subcategoriaId, termo: data.termo, origem: data.origem },
    select: termoSelect,
  });
}

/** A removed term added again: now the admin's. */
export function reviveSubcategoriaTermo(db: Db, id: number) {
  return db.subcategoriaTermo.update({
    where: { id },
    data: { removido: false, origem: 'admin', created_at: new Date() },
    select: termoSelect,
  });
}

export async function removeSubcategoriaTermoRow(db: Db, id: number): Promise<boolean> {
  const { count } = await db.subcategoriaTermo.updateMany({
    where: { id, removido: false },
    data: { removido: true },
  });
  return count === 1;
}
