import { normalizeText, toStoredCategoryName } from '#domain/text.ts';
import { MARCAS, MARCAS_AMBIGUAS } from '#prisma/data/marcas.ts';
import type { SeedClient } from './seed-client.ts';

// The bot's understanding: the brand list (prisma/data/marcas.ts) and the words that point a wish
// at a category or subcategory (prisma/data/categoria-termos.ts). Only missing rows are inserted,
// compared by folded name or term: what an admin added, flagged or removed (removed rows stay,
// marked) survives a re-seed. Terms of a category or subcategory that is not in the database (an
// admin renamed it) are skipped. The existing keys are read first, so a second start inserts
// nothing and costs one read per table; the missing rows go in one INSERT … SELECT FROM unnest per
// table (11,000 terms: about 0.2 s on PGlite, where batches of createMany took 1 s).

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
  const rows = [...novas.values()];
  if (rows.length === 0) return 0;
  // ON CONFLICT: a brand an admin added meanwhile under the same folded name stays as it is.
  return db.$executeRaw`
    INSERT INTO marcas (nome, nome_normalizado, ambigua)
    SELECT * FROM unnest(
      ${rows.map((r) => r.nome)}::text[],
      ${rows.map((r) => r.nome_normalizado)}::text[],
      ${rows.map((r) => r.ambigua)}::boolean[]
    )
    ON CONFLICT DO NOTHING`;
}

type TermosSemente = {
  TERMOS_CATEGORIA: Readonly<Record<string, readonly string[]>>;
  TERMOS_SUBCATEGORIA: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
};

/**
 * "<id>:<termo>" of every stored term, removed ones included, as one string from the database:
 * 11,000 rows as objects cost a second start more than the rest of the seed together.
 */
async function existingKeys(db: SeedClient, tabela: 'categoria' | 'subcategoria'): Promise<Set<string>> {
  const [row] =
    tabela === 'categoria'
      ? await db.$queryRaw<{ keys: string | null }[]>`
          SELECT string_agg(categoria_id || ':' || termo, E'\n') AS keys FROM categoria_termos`
      : await db.$queryRaw<{ keys: string | null }[]>`
          SELECT string_agg(subcategoria_id || ':' || termo, E'\n') AS keys FROM subcategoria_termos`;
  return new Set(row?.keys ? row.keys.split('\n') : []);
}

/** Folded, non-empty, each once. */
function foldTerms(termos: readonly string[]): string[] {
  return [...new Set(termos.map(normalizeText).filter((t) => t !== ''))];
}

export async function seedTermos(
  db: SeedClient,
  termos: TermosSemente,
): Promise<{ categoriaTermos: number; subcategoriaTermos: number }> {
  const [categorias, subcategorias, jaTemCategoria, jaTemSubcategoria] = await Promise.all([
    db.categoria.findMany({ select: { id: true, nome_normalizado: true } }),
    db.subcategoria.findMany({ select: { id: true, categoria: true, nome_normalizado: true } }),
    existingKeys(db, 'categoria'),
    existingKeys(db, 'subcategoria'),
  ]);
  const categoriaPorNome = new Map(categorias.map((c) => [c.nome_normalizado, c.id]));
  const subcategoriaPorNome = new Map(
    subcategorias.map((s) => [`${s.categoria}:${s.nome_normalizado}`, s.id]),
  );
  const categoriaId = (display: string) => categoriaPorNome.get(normalizeText(toStoredCategoryName(display)));

  const novosCategoria = Object.entries(termos.TERMOS_CATEGORIA).flatMap(([categoria, lista]) => {
    const id = categoriaId(categoria);
    if (id === undefined) return [];
    return foldTerms(lista)
      .filter((termo) => !jaTemCategoria.has(`${id}:${termo}`))
      .map((termo) => ({ id, termo }));
  });

  const novosSubcategoria = Object.entries(termos.TERMOS_SUBCATEGORIA).flatMap(([categoria, subs]) => {
    const catId = categoriaId(categoria);
    if (catId === undefined) return [];
    return Object.entries(subs).flatMap(([subcategoria, lista]) => {
      const id = subcategoriaPorNome.get(`${catId}:${normalizeText(subcategoria)}`);
      if (id === undefined) return [];
      return foldTerms(lista)
        .filter((termo) => !jaTemSubcategoria.has(`${id}:${termo}`))
        .map((termo) => ({ id, termo }));
    });
  });

  const categoriaTermos = novosCategoria.length
    ? await db.$executeRaw`
        INSERT INTO categoria_termos (categoria_id, termo, origem)
        SELECT id, termo, 'semente'
        FROM unnest(${novosCategoria.map((t) => t.id)}::int[], ${novosCategoria.map((t) => t.termo)}::text[])
          AS novo(id, termo)
        ON CONFLICT DO NOTHING`
    : 0;
  const subcategoriaTermos = novosSubcategoria.length
    ? await db.$executeRaw`
        INSERT INTO subcategoria_termos (subcategoria_id, termo, origem)
        SELECT id, termo, 'semente'
        FROM unnest(${novosSubcategoria.map((t) => t.id)}::int[], ${novosSubcategoria.map((t) => t.termo)}::text[])
          AS novo(id, termo)
        ON CONFLICT DO NOTHING`
    : 0;
  return { categoriaTermos, subcategoriaTermos };
}
