import { AppError } from '#platform/http/app-error.ts';
import type { DbClient } from '#prisma/client.ts';
import { findLojistaIdByUserId, findLojistaNameByCnpj, findLojistaOfUser } from './lojista-data.ts';
import { lojistaMessages } from './messages.ts';

// What the shop pages read about the signed-in user's shop.

/** The duplicate check the profile page runs once 14 CNPJ digits are typed. */
export async function checkCnpj(options: { db: DbClient; cnpj: string }) {
  const cnpj = options.cnpj.replace(/\D/g, '');
  if (cnpj.length !== 14) {
    throw new AppError('VALIDATION', {
      message: lojistaMessages.cnpjInvalido,
      fields: { cnpj: lojistaMessages.cnpjInvalido },
    });
  }
  const found = await findLojistaNameByCnpj(options.db, cnpj);
  return found ? { exists: true as const, nomeLoja: found.nome_loja } : { exists: false as const };
}

/** The state /completar-perfil starts from: a user with a shop goes to the dashboard. */
export async function readProfileState(options: {
  db: DbClient;
  user: { id: string; email: string; name: string };
}) {
  const shop = await findLojistaIdByUserId(options.db, options.user.id);
  return { hasProfile: !!shop, email: options.user.email, name: options.user.name };
}

/** The signed-in user's shop with its plan, or 404 when the user has none yet. */
export async function readOwnLojista(options: { db: DbClient; userId: string }) {
  const found = await findLojistaOfUser(options.db, options.userId);
  if (!found) throw new AppError('NOT_FOUND', { message: lojistaMessages.lojistaNaoEncontrado });
  const { plano, categorias, subcategorias, ...lojista } = found;
  return {
    lojista: {
      ...lojista,
      categorias: categorias.map((c) => c.categoria_id),
      subcategorias: subcategorias.map((s) => s.subcategoria_id),
    },
    // The dashboard invites a password change while this is true (quick registration).
    primeiraSenha: lojista.primeira_senha,
    plano: plano
      ? {
          tipo: plano.plano_tipo,
          ativo: plano.ativo,
          limiteDiario: plano.limite_diario,
          consultasHoje: plano.consultas_hoje,
          dataResetContador: plano.data_reset_contador?.toISOString().slice(0, 10) ?? null,
          associacao: plano.associacao?.nome ?? null,
        }
      : null,
  };
}
