import { CsvFormatError, invalidCsvMessage, parseAssociatesCsv } from '#domain/admin/associates-csv.ts';
import {
  type Associate,
  type AssociateUpdate,
  type Association,
  associateSchema,
} from '#domain/admin/association-schemas.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { Db } from '#prisma/client.ts';
import { isUniqueViolation } from '#prisma/client.ts';
import {
  associationExists,
  countAssociates,
  deleteAssociate,
  deleteAssociation,
  insertAssociation,
  listAssociates,
  listAssociations,
  updateAssociate,
  updateAssociation,
  upsertAssociate,
  upsertAssociates,
} from './associations-data.ts';

// Gestão de Parceiros (spec 001 §2.2, §5, §7): the associations with their counts, their members,
// and the CSV import. A shop whose CNPJ is an active member gets the free associate plan at
// registration (api/lojistas), so these lists decide who registers for free.

const associationNotFound = () => new AppError('NOT_FOUND', { message: 'Associação não encontrada.' });
const associateNotFound = () => new AppError('NOT_FOUND', { message: 'Associado não encontrado.' });

/** A file larger than this is split by the admin: one statement upserts the whole file. */
export const MAX_IMPORT_ROWS = 10_000;

export async function listAssociationsWithCounts(options: { db: Db }) {
  const [associations, counts] = await Promise.all([
    listAssociations(options.db),
    countAssociates(options.db),
  ]);
  const byId = new Map(counts.map((c) => [c.associacao_id, c]));
  return associations.map((association) => ({
    ...association,
    total_associados: byId.get(association.id)?.total ?? 0,
    associados_cadastrados: byId.get(association.id)?.cadastrados ?? 0,
  }));
}

export function createAssociation(options: { db: Db; data: Association }) {
  return insertAssociation(options.db, options.data);
}

export async function editAssociation(options: { db: Db; id: string; data: Association }) {
  const updated = await updateAssociation(options.db, options.id, options.data);
  if (!updated) throw associationNotFound();
  return updated;
}

export async function removeAssociation(options: { db: Db; id: string }) {
  if (!(await deleteAssociation(options.db, options.id))) throw associationNotFound();
}

export async function requireAssociation(options: { db: Db; id: string }) {
  if (!(await associationExists(options.db, options.id))) throw associationNotFound();
}

export async function listMembers(options: { db: Db; associacaoId: string }) {
  await requireAssociation({ db: options.db, id: options.associacaoId });
  return listAssociates(options.db, options.associacaoId);
}

export async function addMember(options: { db: Db; associacaoId: string; data: Associate }) {
  await requireAssociation({ db: options.db, id: options.associacaoId });
  return upsertAssociate(options.db, options.associacaoId, options.data);
}

export async function editMember(options: {
  db: Db;
  associacaoId: string;
  id: string;
  data: AssociateUpdate;
}) {
  try {
    const updated = await updateAssociate(options.db, options.associacaoId, options.id, options.data);
    if (!updated) throw associateNotFound();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', {
        message: 'Já existe um associado com este documento nesta associação.',
        fields: { documento: 'Documento já cadastrado nesta associação' },
      });
    }
    throw error;
  }
}

export async function removeMember(options: { db: Db; associacaoId: string; id: string }) {
  if (!(await deleteAssociate(options.db, options.associacaoId, options.id))) throw associateNotFound();
}

/**
 * The CSV import: parsed with the parser the browser's preview uses, each row checked like the
 * associate form, one row per document (the last one wins), upserted in one transaction.
 */
export async function importMembers(options: { db: Db; associacaoId: string; csv: string }) {
  let parsed: ReturnType<typeof parseAssociatesCsv>;
  try {
    parsed = parseAssociatesCsv(options.csv);
  } catch (error) {
    if (error instanceof CsvFormatError) throw new AppError('BAD_REQUEST', { message: invalidCsvMessage });
    throw error;
  }
  if (parsed.length > MAX_IMPORT_ROWS) {
    throw new AppError('BAD_REQUEST', {
      message: `O arquivo tem mais de ${MAX_IMPORT_ROWS} associados. Divida-o em partes menores.`,
    });
  }
  const byDocument = new Map<string, Associate>();
  for (const row of parsed) {
    const checked = associateSchema.safeParse(row);
    if (!checked.success) throw new AppError('BAD_REQUEST', { message: invalidCsvMessage });
    byDocument.set(checked.data.documento, checked.data);
  }
  const rows = [...byDocument.values()];
  await options.db.$transaction(async (tx) => {
    if (!(await associationExists(tx, options.associacaoId))) throw associationNotFound();
    await upsertAssociates(tx, options.associacaoId, rows);
  });
  return { importados: rows.length };
}
