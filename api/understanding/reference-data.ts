import { createHash } from 'node:crypto';
import { cachedRead } from '#api/cache/cached-read.ts';
import { normalizeText, toDisplayCategoryName } from '#domain/text.ts';
import type { Db } from '#prisma/client.ts';

// What the bot's understanding (domain/understanding) reads from the database: every municipality
// with whether it takes wishes, the states, the brand list and the category tree with its terms.
// Each table is one query with an explicit select; the whole is cached for a minute per process,
// like the category tree of tools/categories.ts, and dropped at once by every admin write.

export type UnderstandingReference = {
  /** Every city; aceita = state active && !desligada_por_admin (DECISIONS.md "Cities"). */
  municipios: { nome: string; uf: string; aceita: boolean }[];
  estados: { sigla: string; nome: string; ativo: boolean }[];
  marcas: { nome: string; ambigua: boolean }[];
  categorias: {
    id: number;
    /** Display name (toDisplayCategoryName). */
    nome: string;
    termos: string[];
    subcategorias: { id: number; nome: string; termos: string[] }[];
  }[];
  /** Bumped whenever any of it changes, so the caller can rebuild its indexes only then. */
  version: number;
};

type ReferenceContent = Omit<UnderstandingReference, 'version'>;

async function loadReferenceContent(db: Db): Promise<ReferenceContent> {
  const [estados, cidades, marcas, categorias, subcategorias, categoriaTermos, subcategoriaTermos] =
    await Promise.all([
      db.estado.findMany({
        orderBy: { sigla: 'asc' },
        select: { id: true, sigla: true, nome: true, ativo: true },
      }),
      db.cidade.findMany({
        orderBy: { id: 'asc' },
        select: { nome: true, estado_id: true, desligada_por_admin: true },
      }),
      db.marca.findMany({
        where: { removida: false },
        orderBy: { nome_normalizado: 'asc' },
        select: { nome: true, ambigua: true },
      }),
      db.categoria.findMany({
        orderBy: { nome_categoria: 'asc' },
        select: { id: true, nome_categoria: true },
      }),
      db.subcategoria.findMany({
        where: { NOT: { nome: '' } },
        orderBy: [{ nome: 'asc' }, { id: 'asc' }],
        select: { id: true, nome: true, categoria: true },
      }),
      db.categoriaTermo.findMany({
        where: { removido: false },
        orderBy: { termo: 'asc' },
        select: { categoria_id: true, termo: true },
      }),
      db.subcategoriaTermo.findMany({
        where: { removido: false },
        orderBy: { termo: 'asc' },
        select: { subcategoria_id: true, termo: true },
      }),
    ]);

  const estadoPorId = new Map(estados.map((e) => [e.id, e]));
  const municipios = cidades.flatMap((c) => {
    const estado = estadoPorId.get(c.estado_id);
    return estado ? [{ nome: c.nome, uf: estado.sigla, aceita: estado.ativo && !c.desligada_por_admin }] : [];
  });

  const termosPorCategoria = groupTerms(categoriaTermos.map((t) => [t.categoria_id, t.termo]));
  const termosPorSubcategoria = groupTerms(subcategoriaTermos.map((t) => [t.subcategoria_id, t.termo]));
  const subsPorCategoria = new Map<number, ReferenceContent['categorias'][number]['subcategorias']>();
  for (const sub of subcategorias) {
    const list = subsPorCategoria.get(sub.categoria) ?? [];
    list.push({ id: sub.id, nome: sub.nome, termos: termosPorSubcategoria.get(sub.id) ?? [] });
    subsPorCategoria.set(sub.categoria, list);
  }

  return {
    municipios,
    estados: estados.map(({ sigla, nome, ativo }) => ({ sigla, nome, ativo })),
    marcas,
    categorias: categorias.map((c) => ({
      id: c.id,
      nome: toDisplayCategoryName(c.nome_categoria),
      termos: termosPorCategoria.get(c.id) ?? [],
      subcategorias: subsPorCategoria.get(c.id) ?? [],
    })),
  };
}

function groupTerms(rows: [number, string][]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const [id, termo] of rows) {
    const list = grouped.get(id);
    if (list) list.push(termo);
    else grouped.set(id, [termo]);
  }
  return grouped;
}

// The version moves only when the content does: a reload after the minute (or after an admin's
// write that changed nothing) keeps it, so the caller's indexes are rebuilt only for a real change.
let version = 0;
let lastFingerprint: string | undefined;

function fingerprint(content: ReferenceContent): string {
  return createHash('sha1').update(JSON.stringify(content)).digest('base64');
}

async function readUnderstandingReference(db: Db): Promise<UnderstandingReference> {
  const content = await loadReferenceContent(db);
  const print = fingerprint(content);
  if (print !== lastFingerprint) {
    lastFingerprint = print;
    version += 1;
  }
  return { ...content, version };
}

// A minute's staleness is fine: admins' writes clear it at once in their own process.
const reference = cachedRead(60_000, readUnderstandingReference);

export function cachedUnderstandingReference(db: Db, now = Date.now()): Promise<UnderstandingReference> {
  return reference.get(db, now);
}

/** Called by every admin write to brands, terms, categories, cities and states. */
export function clearUnderstandingReferenceCache(): void {
  reference.clear();
}

export type ShopCoverage = Map<number, { semRestricao: boolean; subcategorias: Set<number> }>;

/**
 * Which shops a wish in this city would reach, per category, by the rule of insertMatchesForWish
 * (api/desejos/desejos-data.ts): shops of the city (folded name) receiving matches and serving the
 * category; a shop with no subcategory of that category takes every wish of it (semRestricao),
 * the others only wishes of the subcategories they chose. One query.
 */
export async function shopCoverage(db: Db, cidadeNormalizada: string): Promise<ShopCoverage> {
  const rows = await db.$queryRaw<
    { categoria_id: number; sem_restricao: boolean; subcategorias: number[] | null }[]
  >`
    SELECT lc.categoria_id,
           bool_or(s.id IS NULL) AS sem_restricao,
           array_agg(DISTINCT s.id) FILTER (WHERE s.id IS NOT NULL) AS subcategorias
    FROM lojistas l
    JOIN lojista_categorias lc ON lc.lojista_id = l.id
    LEFT JOIN (lojistasubcategorias ls JOIN subcategorias s ON s.id = ls.subcategoria_id)
      ON ls.lojista_id = l.id AND s.categoria = lc.categoria_id
    WHERE l.cidade_normalizada = ${normalizeText(cidadeNormalizada)}
      AND l.receber_matches
      AND NOT l.pausado_pela_loja
      AND NOT EXISTS (
        SELECT 1 FROM whatsapp_opt_outs o
        WHERE o.opted_out AND (o.lojista_id = l.id OR o.phone_number = l.whatsapp_loja)
      )
    GROUP BY lc.categoria_id`;
  return new Map(
    rows.map((row) => [
      row.categoria_id,
      { semRestricao: row.sem_restricao, subcategorias: new Set(row.subcategorias ?? []) },
    ]),
  );
}
