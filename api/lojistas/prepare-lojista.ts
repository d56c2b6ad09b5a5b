import { findCategoriasByIds, findSubcategoriasByIds } from '#api/locations/categorias-data.ts';
import { findOpenCidade } from '#api/locations/locations-data.ts';
import { todayInSaoPaulo } from '#domain/dates.ts';
import type { NewShop } from '#domain/lojistas/shop-profile.ts';
import { initialPlan, type Membership } from '#domain/plans/initial-plan.ts';
import { normalizeText } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { DbClient } from '#prisma/client.ts';
import { findActiveMembership, type LojistaRows } from './lojista-data.ts';
import { lojistaMessages } from './messages.ts';

// What the profile completion and the quick registration share: from the validated form to the
// rows of a new shop. Nothing is written here.

/**
 * A shop as both forms describe it, already normalised by their zod schemas (estado: the UF
 * abbreviation; cidade: the name as chosen, any accents or case).
 */
export type NewLojista = NewShop;

export type PreparedLojista = { rows: LojistaRows; membership: Membership | null };

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { message, fields: { [field]: message } });
}

export async function prepareLojista(options: {
  db: DbClient;
  shop: NewLojista;
  userId: string;
  email: string;
  primeiraSenha: boolean;
  termosAceitosEm: Date | null;
  now?: Date;
}): Promise<PreparedLojista> {
  const { db, shop } = options;
  const now = options.now ?? new Date();

  const [cidade, categorias, subcategorias, membership] = await Promise.all([
    findOpenCidade(db, { sigla: shop.estado, nomeNormalizado: normalizeText(shop.cidade) }),
    findCategoriasByIds(db, shop.categorias),
    findSubcategoriasByIds(db, shop.subcategorias),
    shop.cnpj ? findActiveMembership(db, shop.cnpj) : null,
  ]);
  if (!cidade) {
    const estadoAtivo = await db.estado.count({ where: { sigla: shop.estado.toUpperCase(), ativo: true } });
    throw estadoAtivo
      ? fieldError('cidade', lojistaMessages.selecioneCidade)
      : fieldError('estado', lojistaMessages.selecioneEstado);
  }
  const categoriaIds = categorias.map((c) => c.id).sort((a, b) => a - b);
  if (categoriaIds.length === 0) throw fieldError('categorias', lojistaMessages.selecioneCategoria);
  // Only subcategories of the chosen categories: the others are dropped, as the page does.
  const chosen = new Set(categoriaIds);
  const subcategoriaIds = subcategorias
    .filter((s) => chosen.has(s.categoria))
    .map((s) => s.id)
    .sort((a, b) => a - b);

  return {
    membership,
    rows: {
      lojista: {
        user_id: options.userId,
        email: options.email,
        nome_loja: shop.nomeLoja,
        nome_responsavel: shop.nomeResponsavel,
        cnpj: shop.cnpj,
        telefone: shop.telefone,
        whatsapp: shop.whatsapp,
        whatsapp_loja: shop.whatsappLoja,
        cep: shop.cep,
        endereco: shop.endereco,
        estado: cidade.estado.sigla,
        cidade: cidade.nome,
        cidade_normalizada: cidade.nome_normalizado,
        // Every new shop waits for the team's review (DECISIONS.md): an admin turns this on.
        receber_matches: false,
        primeira_senha: options.primeiraSenha,
        termos_aceitos: options.termosAceitosEm !== null,
        termos_aceitos_em: options.termosAceitosEm,
      },
      plan: initialPlan(membership, todayInSaoPaulo(now)),
      categoriaIds,
      subcategoriaIds,
    },
  };
}
