import { toDisplayCategoryName } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { DbClient } from '#prisma/client.ts';
import { listCategoriasWithSubcategorias } from './categorias-data.ts';
import { findActiveEstado, listActiveEstados, listOpenCidades } from './locations-data.ts';

// Reference data for the shop forms: active states and cities, and the category tree with
// display names.

// The database orders by its collation, which is byte order on PGlite and on many PostgreSQL
// installs ("Paraná" before "Pará"); lists people read are sorted as Portuguese instead.
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

function byName<T>(items: T[], name: (item: T) => string): T[] {
  return items.sort((a, b) => collator.compare(name(a), name(b)));
}

export async function listEstados(options: { db: DbClient }) {
  return byName(await listActiveEstados(options.db), (e) => e.nome);
}

export async function listCidades(options: { db: DbClient; sigla: string }) {
  const estado = /^[a-z]{2}$/i.test(options.sigla) ? await findActiveEstado(options.db, options.sigla) : null;
  if (!estado) throw new AppError('NOT_FOUND', { message: 'Estado não encontrado.' });
  return byName(await listOpenCidades(options.db, estado.id), (c) => c.nome);
}

export async function listCategorias(options: { db: DbClient }) {
  const categorias = await listCategoriasWithSubcategorias(options.db);
  return byName(
    categorias.map((c) => ({
      id: c.id,
      nome: toDisplayCategoryName(c.nome_categoria),
      nome_categoria: c.nome_categoria,
      // Names made only of spaces are as empty as '' to a person choosing from a list.
      subcategorias: byName(
        c.subcategorias.filter((s) => s.nome.trim() !== ''),
        (s) => s.nome,
      ),
    })),
    (c) => c.nome_categoria,
  );
}
