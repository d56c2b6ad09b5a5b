import { findCategoriasByIds, findSubcategoriasByIds } from '#api/locations/categorias-data.ts';
import { findOpenCidade } from '#api/locations/locations-data.ts';
import { findLojistaIdByUserId } from '#api/lojistas/lojista-data.ts';
import { lojistaMessages } from '#api/lojistas/messages.ts';
import { conflictError, mapUniqueViolation } from '#api/lojistas/unique-violation.ts';
import type { ProfileEdit } from '#domain/lojistas/shop-profile.ts';
import { PERFIL_MESSAGES as P } from '#domain/ofertas/messages.ts';
import { normalizeText } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { Db } from '#prisma/client.ts';
import { findProfileConflicts, updateLojistaProfile } from './profile-data.ts';

// The dashboard's profile dialog (spec 000 §2 Dialogs, §5, §8 Profile edit): one transaction
// updates the shop and replaces its categories; subcategories of categories no longer chosen are
// dropped. The CNPJ is read-only and never taken from the body.

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { message, fields: { [field]: message } });
}

export async function updateProfile(options: { db: Db; userId: string; profile: ProfileEdit }) {
  const { db, profile } = options;
  const shop = await findLojistaIdByUserId(db, options.userId);
  if (!shop) throw new AppError('NOT_FOUND', { message: P.perfilIncompleto });

  const [cidade, categorias, subcategorias, conflicts] = await Promise.all([
    findOpenCidade(db, { sigla: profile.estado, nomeNormalizado: normalizeText(profile.cidade) }),
    findCategoriasByIds(db, profile.categorias),
    findSubcategoriasByIds(db, profile.subcategorias),
    findProfileConflicts(db, {
      lojistaId: shop.id,
      email: profile.email,
      whatsappLoja: profile.whatsappLoja,
    }),
  ]);
  if (!cidade) {
    const estadoAtivo = await db.estado.count({ where: { sigla: profile.estado, ativo: true } });
    throw estadoAtivo
      ? fieldError('cidade', lojistaMessages.selecioneCidade)
      : fieldError('estado', lojistaMessages.selecioneEstado);
  }
  const categoriaIds = categorias.map((c) => c.id).sort((a, b) => a - b);
  if (categoriaIds.length === 0) throw fieldError('categorias', P.selecioneCategoria);
  if (conflicts.isWhatsappLojaTaken) throw conflictError('whatsappLoja');
  if (conflicts.isEmailTaken) throw conflictError('email');
  const chosen = new Set(categoriaIds);
  const subcategoriaIds = subcategorias
    .filter((s) => chosen.has(s.categoria))
    .map((s) => s.id)
    .sort((a, b) => a - b);

  const lojista = await db
    .$transaction((tx) =>
      updateLojistaProfile(tx, shop.id, {
        lojista: {
          nome_loja: profile.nomeLoja,
          email: profile.email,
          endereco: profile.endereco ?? null,
          cep: profile.cep ?? null,
          estado: cidade.estado.sigla,
          cidade: cidade.nome,
          cidade_normalizada: cidade.nome_normalizado,
          whatsapp: profile.whatsapp,
          whatsapp_loja: profile.whatsappLoja,
          telefone: profile.telefone ?? null,
        },
        categoriaIds,
        subcategoriaIds,
      }),
    )
    .catch((error: unknown) => {
      // Two edits racing past the check: the unique index refuses the second with the same message.
      throw mapUniqueViolation(error);
    });
  return { message: P.atualizado, detalhe: P.atualizadoDetalhe, lojista };
}
