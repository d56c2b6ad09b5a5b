import type { TermoOrigem } from '#domain/admin/understanding-schemas.ts';
import type { Db, Prisma } from '#prisma/client.ts';

// Prisma reads and writes of "Entendimento do bot": the brand list and the subcategory terms.

const marcaSelect = { id: true, nome: true, ambigua: true, created_at: true } satisfies Prisma.MarcaSelect;

/** One page of brands by folded name, and how many match. */
export async function listMarcaPage(db: Db, options: { busca?: string; skip: number; take: number }) {
  const where: Prisma.MarcaWhereInput = options.busca
    ? { nome_normalizado: { contains: options.busca } }
    : {};
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
    select: { id: true, nome: true },
  });
}

export function insertMarca(db: Db, data: { nome: string; nomeNormalizado: string; ambigua: boolean }) {
  return db.marca.create({
    data: { nome: data.nome, nome_normalizado: data.nomeNormalizado, ambigua: data.ambigua },
    select: marcaSelect,
  });
}

/** The row after the change, or null when no brand has this id. */
export async function setMarcaAmbigua(db: Db, id: number, ambigua: boolean) {
  const { count } = await db.marca.updateMany({ where: { id }, data: { ambigua } });
  if (count === 0) return null;
  return db.marca.findUnique({ where: { id }, select: marcaSelect });
}

export async function deleteMarca(db: Db, id: number): Promise<boolean> {
  const { count } = await db.marca.deleteMany({ where: { id } });
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
    where: { subcategoria_id: subcategoriaId },
    orderBy: [{ termo: 'asc' }, { id: 'asc' }],
    select: termoSelect,
  });
}

export function findSubcategoriaTermo(db: Db, subcategoriaId: number, termo: string) {
  return db.subcategoriaTermo.findUnique({
    where: { subcategoria_id_termo: { subcategoria_id: subcategoriaId, termo } },
    select: { id: true },
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

export async function deleteSubcategoriaTermo(db: Db, id: number): Promise<boolean> {
  const { count } = await db.subcategoriaTermo.deleteMany({ where: { id } });
  return count === 1;
}
