import type { Associate, Association } from '#domain/admin/association-schemas.ts';
import type { Db } from '#prisma/client.ts';

// Prisma writes of the partner associations and their members.

export function insertAssociation(db: Db, data: Association) {
  return db.associacaoParceira.create({ data });
}

export function associationExists(db: Db, id: string) {
  return db.associacaoParceira.count({ where: { id } }).then((n) => n > 0);
}

/** One row per document and association (spec 001: upsert on documento plus association). */
export function upsertAssociate(db: Db, associacaoId: string, data: Associate) {
  return db.associacaoAssociado.upsert({
    where: { documento_associacao_id: { documento: data.documento, associacao_id: associacaoId } },
    create: { ...data, associacao_id: associacaoId },
    update: { nome_completo: data.nome_completo, email: data.email, telefone: data.telefone, ativo: true },
  });
}
