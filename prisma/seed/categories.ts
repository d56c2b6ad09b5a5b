import { normalizeText, toStoredCategoryName } from '#domain/text.ts';
import { CATEGORIAS } from '#prisma/data/categorias.ts';
import type { SeedClient } from './seed-client.ts';

// The category tree of prisma/data/categorias.ts. Categories are stored with underscores for
// spaces and no commas (spec 001 section 3); subcategories keep their display text. Only missing
// rows are inserted: compared by folded name, so a re-seed never duplicates nor renames.

export async function seedCategories(db: SeedClient): Promise<{ categorias: number; subcategorias: number }> {
  const categorias = await db.categoria.createMany({
    data: CATEGORIAS.map((c) => {
      const nome_categoria = toStoredCategoryName(c.nome);
      return { nome_categoria, nome_normalizado: normalizeText(nome_categoria) };
    }),
    skipDuplicates: true,
  });

  const idPorNome = new Map(
    (await db.categoria.findMany({ select: { id: true, nome_normalizado: true } })).map((c) => [
      c.nome_normalizado,
      c.id,
    ]),
  );
  const subcategorias = CATEGORIAS.flatMap((c) => {
    const categoria = idPorNome.get(normalizeText(toStoredCategoryName(c.nome)));
    if (categoria === undefined) throw new Error(`categoria ${c.nome} ausente ao semear subcategorias`);
    return c.subcategorias.map((nome) => ({ nome, nome_normalizado: normalizeText(nome), categoria }));
  });
  const { count } = await db.subcategoria.createMany({ data: subcategorias, skipDuplicates: true });
  return { categorias: categorias.count, subcategorias: count };
}
