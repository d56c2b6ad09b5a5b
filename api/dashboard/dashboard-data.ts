import { findShopOfUser } from '#api/lojistas/lojista-data.ts';
import { gatedPlanSelect } from '#api/ofertas/plan-counter.ts';
import type { DbClient } from '#prisma/client.ts';

// The shop and plan the dashboard header and plan card show.

export function findDashboardShop(db: DbClient, userId: string) {
  return findShopOfUser(db, userId, {
    id: true,
    nome_loja: true,
    email: true,
    cidade: true,
    estado: true,
    receber_matches: true,
    pausado_pela_loja: true,
    pausa_alterada_em: true,
    primeira_senha: true,
    plano: { select: { ...gatedPlanSelect, associacao: { select: { nome: true } } } },
  });
}
