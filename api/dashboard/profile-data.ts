import { lojistaSelect } from '#api/lojistas/lojista-data.ts';
import type { DbClient, Prisma } from '#prisma/client.ts';

// The writes of the dashboard's profile dialog (spec 000 §7: UPDATE lojistas, then the shop's
// categories replaced and its subcategories re-inserted), inside the caller's transaction.

export type ProfileRows = {
  lojista: Pick<
    Prisma.LojistaUncheckedUpdateInput,
    | 'nome_loja'
    | 'email'
    | 'endereco'
    | 'cep'
    | 'estado'
    | 'cidade'
    | 'cidade_normalizada'
    | 'whatsapp'
    | 'whatsapp_loja'
    | 'telefone'
  >;
  categoriaIds: number[];
  subcategoriaIds: number[];
};

/** Which unique facts of the edited profile another shop already has. */
export async function findProfileConflicts(
  db: DbClient,
  facts: { lojistaId: string; email: string; whatsappLoja: string },
) {
  const [email, whatsappLoja] = await Promise.all([
    db.lojista.findFirst({
      where: { email: facts.email, NOT: { id: facts.lojistaId } },
      select: { id: true },
    }),
    db.lojista.findFirst({
      where: { whatsapp_loja: facts.whatsappLoja, NOT: { id: facts.lojistaId } },
      select: { id: true },
    }),
  ]);
  return { isEmailTaken: !!email, isWhatsappLojaTaken: !!whatsappLoja };
}

export async function updateLojistaProfile(
  tx: Prisma.TransactionClient,
  lojistaId: string,
  rows: ProfileRows,
) {
  const lojista = await tx.lojista.update({
    where: { id: lojistaId },
    data: rows.lojista,
    select: lojistaSelect,
  });
  await tx.lojistaCategoria.deleteMany({ where: { lojista_id: lojistaId } });
  await tx.lojistaSubcategoria.deleteMany({ where: { lojista_id: lojistaId } });
  await tx.lojistaCategoria.createMany({
    data: rows.categoriaIds.map((categoria_id) => ({ lojista_id: lojistaId, categoria_id })),
  });
  if (rows.subcategoriaIds.length > 0) {
    await tx.lojistaSubcategoria.createMany({
      data: rows.subcategoriaIds.map((subcategoria_id) => ({ lojista_id: lojistaId, subcategoria_id })),
      skipDuplicates: true,
    });
  }
  return { ...lojista, categorias: rows.categoriaIds, subcategorias: rows.subcategoriaIds };
}
