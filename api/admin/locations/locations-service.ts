import { clearUnderstandingReferenceCache } from '#api/understanding/reference-data.ts';
import { CIDADE_LIST_LIMIT, type CidadeListQuery, locationMessages } from '#domain/admin/location-schemas.ts';
import { normalizeText } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import { type Db, isUniqueViolation } from '#prisma/client.ts';
import {
  countCidades,
  countCidadesByEstado,
  findCidadeByNormalizedName,
  findEstadoById,
  insertCidade,
  insertEstado,
  listAllEstados,
  listCidadePage,
  setCidadeAtivo,
  setEstadoAtivo,
} from './locations-data.ts';

// Gestão de Localização (spec 001 §2.2, §4, §7): the admin's view of every state and city, the
// active switches and the two "Adicionar" forms. What the shop forms offer (api/locations/service)
// is the active part of the same rows, so a switch here changes /completar-perfil at once.

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Every state by name, with its active and total cities, and the header's counts. */
export async function listEstadosAdmin(options: { db: Db }) {
  const [estados, counts, cidades] = await Promise.all([
    listAllEstados(options.db),
    countCidadesByEstado(options.db),
    countCidades(options.db),
  ]);
  const perEstado = new Map<number, { ativas: number; total: number }>();
  for (const row of counts) {
    const entry = perEstado.get(row.estado_id) ?? { ativas: 0, total: 0 };
    entry.total += row._count._all;
    if (row.ativo) entry.ativas += row._count._all;
    perEstado.set(row.estado_id, entry);
  }
  const cidadesAtivas = cidades.find((c) => c.ativo)?._count._all ?? 0;
  return {
    estados: estados
      .map((e) => ({
        ...e,
        cidadesAtivas: perEstado.get(e.id)?.ativas ?? 0,
        cidades: perEstado.get(e.id)?.total ?? 0,
      }))
      .sort((a, b) => collator.compare(a.nome, b.nome)),
    totais: {
      estados: estados.length,
      estadosAtivos: estados.filter((e) => e.ativo).length,
      cidades: cidades.reduce((sum, c) => sum + c._count._all, 0),
      cidadesAtivas,
    },
  };
}

export type EstadosAdmin = Awaited<ReturnType<typeof listEstadosAdmin>>;

/** The Cidades tab: at most CIDADE_LIST_LIMIT rows by name, and how many match in all. */
export async function listCidadesAdmin(options: { db: Db; query: CidadeListQuery }) {
  const { busca, estado, status } = options.query;
  const { rows, total } = await listCidadePage(
    options.db,
    { busca: busca || undefined, sigla: estado, status },
    CIDADE_LIST_LIMIT,
  );
  return {
    // Folded names tie on accents only ("Sao Jose" / "São José" in two states): pt-BR decides.
    cidades: rows
      .sort((a, b) => collator.compare(a.nome, b.nome) || a.estado.sigla.localeCompare(b.estado.sigla))
      .map(({ desligada_por_admin, estado: { ativo: estadoAtivo, ...estado }, ...cidade }) => ({
        ...cidade,
        // Wishes are taken from any city of an active state an admin did not switch off, active or
        // not (DECISIONS.md "Cities"): the list says so for the inactive ones.
        aceitaDesejos: estadoAtivo && !desligada_por_admin,
        estado,
      })),
    total,
    limit: CIDADE_LIST_LIMIT,
  };
}

export type CidadesAdmin = Awaited<ReturnType<typeof listCidadesAdmin>>;

export async function updateEstadoAtivo(options: { db: Db; id: number; ativo: boolean }) {
  const estado = await setEstadoAtivo(options.db, options.id, options.ativo);
  if (!estado) throw new AppError('NOT_FOUND', { message: locationMessages.estadoNaoEncontrado });
  clearUnderstandingReferenceCache();
  return estado;
}

export async function updateCidadeAtivo(options: { db: Db; id: number; ativo: boolean }) {
  const cidade = await setCidadeAtivo(options.db, options.id, options.ativo);
  if (!cidade) throw new AppError('NOT_FOUND', { message: locationMessages.cidadeNaoEncontrada });
  clearUnderstandingReferenceCache();
  return cidade;
}

/** The 409 for a state whose sigla or name (accents and case ignored) is taken, or undefined. */
async function estadoConflict(db: Db, nome: string, sigla: string): Promise<AppError | undefined> {
  const estados = await listAllEstados(db);
  const bySigla = estados.find((e) => e.sigla === sigla);
  if (bySigla) {
    const message = locationMessages.siglaDuplicada(sigla);
    return new AppError('CONFLICT', { message, fields: { sigla: message } });
  }
  const folded = normalizeText(nome);
  const byNome = estados.find((e) => normalizeText(e.nome) === folded);
  if (byNome) {
    const message = locationMessages.estadoDuplicado(byNome.nome);
    return new AppError('CONFLICT', { message, fields: { nome: message } });
  }
  return undefined;
}

export async function addEstado(options: { db: Db; nome: string; sigla: string }) {
  const conflict = await estadoConflict(options.db, options.nome, options.sigla);
  if (conflict) throw conflict;
  try {
    const estado = await insertEstado(options.db, { nome: options.nome, sigla: options.sigla });
    clearUnderstandingReferenceCache();
    return estado;
  } catch (error) {
    // Two admins adding the same state at once: the unique index refuses the second.
    if (!isUniqueViolation(error)) throw error;
    throw (
      (await estadoConflict(options.db, options.nome, options.sigla)) ??
      new AppError('CONFLICT', { message: locationMessages.siglaDuplicada(options.sigla), cause: error })
    );
  }
}

export async function addCidade(options: { db: Db; nome: string; estadoId: number }) {
  const estado = await findEstadoById(options.db, options.estadoId);
  if (!estado) {
    const message = locationMessages.estadoNaoEncontrado;
    throw new AppError('NOT_FOUND', { message, fields: { estadoId: message } });
  }
  const nomeNormalizado = normalizeText(options.nome);
  const duplicate = (nome: string) => {
    const message = locationMessages.cidadeDuplicada(nome, estado.sigla);
    return new AppError('CONFLICT', { message, fields: { nome: message } });
  };
  const existing = await findCidadeByNormalizedName(options.db, estado.id, nomeNormalizado);
  if (existing) throw duplicate(existing.nome);
  try {
    const cidade = await insertCidade(options.db, {
      nome: options.nome,
      nomeNormalizado,
      estadoId: estado.id,
    });
    clearUnderstandingReferenceCache();
    return { ...cidade, estado };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(options.nome);
    throw error;
  }
}
