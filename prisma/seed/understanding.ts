import { normalizeText, toStoredCategoryName } from '#domain/text.ts';
import { MARCAS, MARCAS_AMBIGUAS } from '#prisma/data/marcas.ts';
import type { SeedClient } from './seed-client.ts';

// The bot's understanding: the brand list (prisma/data/marcas.ts) and the words that point a wish
// at a category or subcategory (prisma/data/categoria-termos.ts). Only missing rows are inserted,
// compared by folded name or term: what an admin added, flagged or removed (removed rows stay,
// marked) survives a re-seed. Terms of a category or subcategory that is not in the database (an
// admin renamed it) are skipped. The existing keys are read first, so a second start inserts
// nothing and costs one read per table.

const BATCH_SIZE = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<{ count: number }>) {
  let count = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    count += (await insert(rows.slice(start, start + BATCH_SIZE))).count;
  }
  return count;
}

export async function seedMarcas(db: SeedClient): Promise<number> {
  const ambiguas = new Set(MARCAS_AMBIGUAS.map(normalizeText));
  const existentes = new Set(
    (await db.marca.findMany({ select: { nome_normalizado: true } })).map((m) => m.nome_normalizado),
  );
  const novas = new Map<string, { nome: string; nome_normalizado: string; ambigua: boolean }>();
  for (const nome of [...MARCAS, ...MARCAS_AMBIGUAS]) {
    const nome_normalizado = normalizeText(nome);
    if (!nome_normalizado || existentes.has(nome_normalizado) || novas.has(nome_normalizado)) continue;
    novas.set(nome_normalizado, {
      nome: nome.trim(),
      nome_normalizado,
      ambigua: ambiguas.has(nome_normalizado),
    });
  }
  // skipDuplicates: a brand an admin added meanwhile under the same folded name stays as it is.
  return insertInBatches([...novas.values()], (data) => db.marca.createMany({ data, skipDuplicates: true }));
}

type TermosSemente = {
  TERMOS_CATEGORIA: Readonly<Record<string, readonly string[]>>;
  TERMOS_SUBCATEGORIA: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
};

/** Folded, non-empty, each once. */
function foldTerms(termos: readonly string[]): string[] {
  return [...new Set(termos.map(normalizeText).filter((t) => t !== ''))];
}

export async function seedTermos(
  db: SeedClient,
  termos: TermosSemente,
): Promise<{ categoriaTermos: number; subcategoriaTermos: number }> {
  const [categorias, subcategorias, categoriaExistentes, subcategoriaExistentes] = await Promise.all([
    db.categoria.findMany({ select: { id: true, nome_normalizado: true } }),
    db.subcategoria.findMany({ select: { id: true, categoria: true, nome_normalizado: true } }),
    db.categoriaTermo.findMany({ select: { categoria_id: true, termo: true } }),
    db.subcategoriaTermo.findMany({ select: { subcategoria_id: true, termo: true } }),
  ]);
  const categoriaPorNome = new Map(categorias.map((c) => [c.nome_normalizado, c.id]));
  const subcategoriaPorNome = new Map(
    subcategorias.map((s) => [`${s.categoria}:${s.nome_normalizado}`, s.id]),
  );
  const categoriaId = (display: string) => categoriaPorNome.get(normalizeText(toStoredCategoryName(display)));

  const jaTemCategoria = new Set(categoriaExistentes.map((t) => `${t.categoria_id}:${t.termo}`));
  const novosCategoria = Object.entries(termos.TERMOS_CATEGORIA).flatMap(([categoria, lista]) => {
    const id = categoriaId(categoria);
    if (id === undefined) return [];
    return foldTerms(lista)
      .filter((termo) => !jaTemCategoria.has(`${id}:${termo}`))
      .map((termo) => ({ categoria_id: id, termo, origem: 'semente' }));
  });

  const jaTemSubcategoria = new Set(subcategoriaExistentes.map((t) => `${t.subcategoria_id}:${t.termo}`));
  const novosSubcategoria = Object.entries(termos.TERMOS_SUBCATEGORIA).flatMap(([categoria, subs]) => {
    const catId = categoriaId(categoria);
    if (catId === undefined) return [];
    return Object.entries(subs).flatMap(([subcategoria, lista]) => {
      const id = subcategoriaPorNome.get(`${catId}:${normalizeText(subcategoria)}`);
      if (id === undefined) return [];
      return foldTerms(lista)
        .filter((termo) => !jaTemSubcategoria.has(`${id}:${termo}`))
        .map((termo) => ({ subcategoria_id: id, termo, origem: 'semente' }));
    });
  });

  const [categoriaTermos, subcategoriaTermos] = [
    await insertInBatches(novosCategoria, (data) =>
      db.categoriaTermo.createMany({ data, skipDuplicates: true }),
    ),
    await insertInBatches(novosSubcategoria, (data) =>
      db.subcategoriaTermo.createMany({ data, skipDuplicates: true }),
    ),
  ];
  return { categoriaTermos, subcategoriaTermos };
}
