import { sortByName } from '#domain/text.ts';
import type { Db } from '#prisma/client.ts';

// The partner associations a visitor sees on /parceiros: every association, active or not,
// ordered by name (spec 000 §7, "all ordered by name on partners page"). Members never leave here.

export const publicAssociationSelect = {
  id: true,
  nome: true,
  cidade: true,
  descricao: true,
  telefone: true,
  email: true,
  logo_url: true,
  ativo: true,
} as const;

export async function listPublicAssociations(db: Db) {
  const rows = await db.associacaoParceira.findMany({
    select: publicAssociationSelect,
    orderBy: [{ nome: 'asc' }, { id: 'asc' }],
  });
  return sortByName(rows);
}

export type PublicAssociation = Awaited<ReturnType<typeof listPublicAssociations>>[number];
