import type { Db } from '#prisma/client.ts';

// The cities named like what the customer typed (folded name), in every state, with whether the
// marketplace serves them (city and state active). Inactive ones let the bot say "not yet"
// instead of "not found".

export async function findCitiesByName(db: Db, nomeNormalizado: string) {
  const rows = await db.cidade.findMany({
    where: { nome_normalizado: nomeNormalizado },
    orderBy: { id: 'asc' },
    take: 30,
    select: { nome: true, ativo: true, estado: { select: { sigla: true, ativo: true } } },
  });
  return rows.map((row) => ({ nome: row.nome, uf: row.estado.sigla, ativa: row.ativo && row.estado.ativo }));
}
