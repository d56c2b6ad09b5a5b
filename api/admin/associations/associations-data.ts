import { publicAssociationSelect } from '#api/public/associacoes-data.ts';
import type { Associate, AssociateUpdate, Association } from '#domain/admin/association-schemas.ts';
import type { DbClient, Prisma } from '#prisma/client.ts';

// Prisma reads and writes of the partner associations and their members (spec 001 §7 Partners).

// What /parceiros shows, plus the registration date of the Detalhes dialog.
const associationSelect = {
  ...publicAssociationSelect,
  created_at: true,
} satisfies Prisma.AssociacaoParceiraSelect;

const associateSelect = {
  id: true,
  associacao_id: true,
  documento: true,
  nome_completo: true,
  email: true,
  telefone: true,
  ativo: true,
  created_at: true,
} satisfies Prisma.AssociacaoAssociadoSelect;

export function insertAssociation(db: DbClient, data: Association) {
  return db.associacaoParceira.create({ data, select: associationSelect });
}

export function associationExists(db: DbClient, id: string) {
  return db.associacaoParceira.count({ where: { id } }).then((n) => n > 0);
}

/** Every association, newest first (spec 001 §7). */
export function listAssociations(db: DbClient) {
  return db.associacaoParceira.findMany({
    select: associationSelect,
    orderBy: [{ created_at: 'desc' }, { id: 'asc' }],
  });
}

/**
 * Per association, its members and how many of them are registered shops (documento equal to a
 * shop's CNPJ, unique on lojistas): one grouped query for the whole list.
 */
export function countAssociates(db: DbClient) {
  return db.$queryRaw<{ associacao_id: string; total: number; cadastrados: number }[]>`
    SELECT a.associacao_id::text AS associacao_id,
           count(*)::int AS total,
           count(l.id)::int AS cadastrados
    FROM associacao_associados a
    LEFT JOIN lojistas l ON l.cnpj = a.documento
    GROUP BY a.associacao_id`;
}

/** null when no association has this id. */
export async function updateAssociation(db: DbClient, id: string, data: Association) {
  const { count } = await db.associacaoParceira.updateMany({ where: { id }, data });
  return count === 1 ? db.associacaoParceira.findUnique({ where: { id }, select: associationSelect }) : null;
}

/** The members go with it (ON DELETE CASCADE); plans pointing to it keep the plan, without it. */
export async function deleteAssociation(db: DbClient, id: string) {
  const { count } = await db.associacaoParceira.deleteMany({ where: { id } });
  return count === 1;
}

export function listAssociates(db: DbClient, associacaoId: string) {
  return db.associacaoAssociado.findMany({
    where: { associacao_id: associacaoId },
    select: associateSelect,
    orderBy: [{ nome_completo: 'asc' }, { id: 'asc' }],
  });
}

/** One row per document and association (spec 001: upsert on documento plus association). */
export function upsertAssociate(db: DbClient, associacaoId: string, data: Associate) {
  return db.associacaoAssociado.upsert({
    where: { documento_associacao_id: { documento: data.documento, associacao_id: associacaoId } },
    create: { ...data, associacao_id: associacaoId },
    update: { nome_completo: data.nome_completo, email: data.email, telefone: data.telefone, ativo: true },
    select: associateSelect,
  });
}

/** null when the member is not of this association. */
export async function updateAssociate(db: DbClient, associacaoId: string, id: string, data: AssociateUpdate) {
  const { count } = await db.associacaoAssociado.updateMany({
    where: { id, associacao_id: associacaoId },
    data,
  });
  return count === 1 ? db.associacaoAssociado.findUnique({ where: { id }, select: associateSelect }) : null;
}

export async function deleteAssociate(db: DbClient, associacaoId: string, id: string) {
  const { count } = await db.associacaoAssociado.deleteMany({ where: { id, associacao_id: associacaoId } });
  return count === 1;
}

/**
 * The import's upsert in one statement: new documents are inserted active; a document already in
 * the association gets the file's name, e-mail and phone but keeps its status, since switching a
 * member off is a deliberate admin decision that re-sending the roster should not undo.
 * The rows must have distinct documents (ON CONFLICT cannot touch a row twice).
 */
export async function upsertAssociates(db: DbClient, associacaoId: string, rows: Associate[]) {
  const json = JSON.stringify(rows);
  return db.$executeRaw`
    INSERT INTO associacao_associados
      (id, associacao_id, documento, nome_completo, email, telefone, ativo, created_at, updated_at)
    SELECT gen_random_uuid(), ${associacaoId}::uuid, r.documento, r.nome_completo, r.email, r.telefone,
           true, now(), now()
    FROM jsonb_to_recordset(${json}::jsonb)
      AS r(documento text, nome_completo text, email text, telefone text)
    ON CONFLICT (documento, associacao_id) DO UPDATE
      SET nome_completo = EXCLUDED.nome_completo,
          email = EXCLUDED.email,
          telefone = EXCLUDED.telefone,
          updated_at = now()`;
}
