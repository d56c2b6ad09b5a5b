import type { PlaygroundShop } from '#domain/admin/simulator-schemas.ts';
import type { Db } from '#prisma/client.ts';

// The shops the playground of /gestao/ferramentas can speak as (its bot_config keys are read and
// written through prisma/bot-config.ts).

/** Shops whose WhatsApp the playground can write from, by name. */
export function searchPlaygroundShops(db: Db, busca: string): Promise<PlaygroundShop[]> {
  return db.lojista.findMany({
    where: busca ? { nome_loja: { contains: busca, mode: 'insensitive' } } : {},
    orderBy: { nome_loja: 'asc' },
    take: 20,
    select: { id: true, nome_loja: true, whatsapp_loja: true, cidade: true, estado: true },
  });
}
