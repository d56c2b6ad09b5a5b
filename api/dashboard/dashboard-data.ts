import type { DbClient } from '#api/locations/locations-data.ts';

// The shop and plan the dashboard header and plan card show.

export function findDashboardShop(db: DbClient, userId: string) {
  return db.lojista.findUnique({
    where: { user_id: userId },
    select: {
      id: true,
      nome_loja: true,
      email: true,
      cidade: true,
      estado: true,
      receber_matches: true,
      primeira_senha: true,
      plano: {
        select: {
          plano_tipo: true,
          ativo: true,
          limite_diario: true,
          consultas_hoje: true,
          data_reset_contador: true,
          stripe_status: true,
          associacao: { select: { nome: true } },
        },
      },
    },
  });
}
