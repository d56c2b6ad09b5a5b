import { clearUnderstandingReferenceCache } from '#api/understanding/reference-data.ts';
import {
  understandingMessages as M,
  MARCA_PAGE_SIZE,
  type MarcaListQuery,
} from '#domain/admin/understanding-schemas.ts';
import { normalizeText, toDisplayCategoryName } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import { type Db, isForeignKeyViolation, isUniqueViolation } from '#prisma/client.ts';
import {
  findMarcaByNormalizedName,
  findSubcategoriaTermo,
  findSubcategoriaWithCategoria,
  insertMarca,
  insertSubcategoriaTermo,
  listMarcaPage,
  listSubcategoriaTermos,
  removeMarcaRow,
  removeSubcategoriaTermoRow,
  reviveMarca,
  reviveSubcategoriaTermo,
  setMarcaAmbigua,
} from './understanding-data.ts';

// "Entendimento do bot" (/gestao/dashboard): admins keep the brand list and add the words that
// point a wish at a subcategory. The bot reads both through api/understanding/reference-data.ts,
// whose cache every write here drops, so the next turn of this process sees the change. A removed
// row is only marked (understanding-data.ts), so the seed never brings it back.

const conflict = (field: string, message: string) =>
  new AppError('CONFLICT', { message, fields: { [field]: message } });

export async function listMarcas(options: { db: Db; query: MarcaListQuery }) {
  const { busca, pagina } = options.query;
  const { rows, total } = await listMarcaPage(options.db, {
    busca: busca || undefined,
    skip: (pagina - 1) * MARCA_PAGE_SIZE,
    take: MARCA_PAGE_SIZE,
  });
  return { marcas: rows, total, pagina, porPagina: MARCA_PAGE_SIZE };
}

export type MarcasAdmin = Awaited<ReturnType<typeof listMarcas>>;

export async function addMarca(options: { db: Db; nome: string; ambigua: boolean }) {
  const nomeNormalizado = normalizeText(options.nome);
  const existing = await findMarcaByNormalizedName(options.db, nomeNormalizado);
  if (existing && !existing.removida) throw conflict('nome', M.marcaDuplicada);
  if (existing) {
    const marca = await reviveMarca(options.db, existing.id, {
      nome: options.nome,
      ambigua: options.ambigua,
    });
    clearUnderstandingReferenceCache();
    return marca;
  }
  try {
    const marca = await insertMarca(options.db, {
      nome: options.nome,
      nomeNormalizado,
      ambigua: options.ambigua,
    });
    clearUnderstandingReferenceCache();
    return marca;
  } catch (error) {
    // Two admins adding the same brand at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw conflict('nome', M.marcaDuplicada);
    throw error;
  }
}

export async function updateMarcaAmbigua(options: { db: Db; id: number; ambigua: boolean }) {
  const marca = await setMarcaAmbigua(options.db, options.id, options.ambigua);
  if (!marca) throw new AppError('NOT_FOUND', { message: M.marcaNaoEncontrada });
  clearUnderstandingReferenceCache();
  return marca;
}

export async function removeMarca(options: { db: Db; id: number }) {
  if (!(await removeMarcaRow(options.db, options.id))) {
    throw new AppError('NOT_FOUND', { message: M.marcaNaoEncontrada });
  }
  clearUnderstandingReferenceCache();
}

async function subcategoriaOrThrow(db: Db, id: number) {
  const subcategoria = await findSubcategoriaWithCategoria(db, id);
  if (!subcategoria) {
    throw new AppError('NOT_FOUND', {
      message: M.subcategoriaNaoEncontrada,
      fields: { subcategoriaId: M.subcategoriaNaoEncontrada },
    });
  }
  return subcategoria;
}

/** The subcategory (with its category's display name) and its terms, alphabetical. */
export async function listTermos(options: { db: Db; subcategoriaId: number }) {
  const subcategoria = await subcategoriaOrThrow(options.db, options.subcategoriaId);
  const termos = await listSubcategoriaTermos(options.db, subcategoria.id);
  return {
    subcategoria: {
      id: subcategoria.id,
      nome: subcategoria.nome,
      categoria: {
        id: subcategoria.categoriaRef.id,
        nome: toDisplayCategoryName(subcategoria.categoriaRef.nome_categoria),
      },
    },
    termos,
  };
}

export type TermosAdmin = Awaited<ReturnType<typeof listTermos>>;

/** `termo` arrives folded (termoInputSchema). */
export async function addTermo(options: { db: Db; subcategoriaId: number; termo: string }) {
  const subcategoria = await subcategoriaOrThrow(options.db, options.subcategoriaId);
  const existing = await findSubcategoriaTermo(options.db, subcategoria.id, options.termo);
  if (existing && !existing.removido) throw conflict('termo', M.termoDuplicado);
  if (existing) {
    const termo = await reviveSubcategoriaTermo(options.db, existing.id);
    clearUnderstandingReferenceCache();
    return termo;
  }
  try {
    const termo = await insertSubcategoriaTermo(options.db, {
      subcategoriaId: subcategoria.id,
      termo: options.termo,
      origem: 'admin',
    });
    clearUnderstandingReferenceCache();
    return termo;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('termo', M.termoDuplicado);
    // The subcategory was deleted between the read and the insert.
    if (isForeignKeyViolation(error)) {
      throw new AppError('NOT_FOUND', { message: M.subcategoriaNaoEncontrada, cause: error });
    }
    throw error;
  }
}

export async function removeTermo(options: { db: Db; id: number }) {
  if (!(await removeSubcategoriaTermoRow(options.db, options.id))) {
    throw new AppError('NOT_FOUND', { message: M.termoNaoEncontrado });
  }
  clearUnderstandingReferenceCache();
}
