import { z } from 'zod';
import { createWish } from '#api/desejos/create-wish.ts';
import { findPhotosForNewWish } from '#api/desejos/wish-photos.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { AppError } from '#platform/http/app-error.ts';
import { optionalText, requiredText } from './args.ts';
import { closestNames, findCategory, findSubcategory, readCategoryTree } from './categories.ts';
import { clienteOf } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// The customer confirmed the summary: the wish is stored through the same service as the site's
// form (city and category checked there, matches inserted, the shops' notifications enqueued).
// The model classifies by name; the names resolve to ids here, and a name that is not in the live
// list comes back with the closest valid ones so the model can correct itself. Chatting with the
// bot is the acceptance of the terms (DECISIONS.md: the customer conversation). The turn's effect
// key makes the call idempotent: a turn run again after a crash gets back the wish it made.

// The registry offers categoria and subcategoria with the live names as an enum.
const schema = z.object({
  produto_desejado: requiredText(200, 'o produto desejado').describe(
    'O produto que o cliente quer, com as palavras dele.',
  ),
  cidade: requiredText(120, 'a cidade').describe('Cidade onde o cliente quer comprar.'),
  estado: z
    .string({ error: 'Informe a sigla do estado (UF).' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Informe a sigla do estado com 2 letras (ex.: SP).')
    .transform((v) => v.toUpperCase())
    .describe('Sigla do estado (UF), ex.: SP.'),
  categoria: requiredText(200, 'a categoria').describe(
    'Categoria escolhida em listar_categorias, exatamente como veio.',
  ),
  subcategoria: optionalText(200).describe(
    'Subcategoria escolhida em listar_categorias, exatamente como veio.',
  ),
  marca: optionalText(100).describe('Marca preferida, se o cliente informou.'),
  caracteristicas: optionalText(1000).describe(
    'Características desejadas (modelo, tamanho, cor, voltagem...), se informadas.',
  ),
  link_produto: optionalText(2000).describe('Link de referência do produto, se o cliente enviou.'),
  nome_cliente: optionalText(100).describe(
    'Nome do cliente, se ele disse um diferente do nome do perfil do WhatsApp.',
  ),
});

export const CRIAR_DESEJO_MESSAGES = {
  categoriaDesconhecida: (nome: string, sugestoes: string[]) =>
    `Categoria "${nome}" não existe. Use uma destas: ${sugestoes.join(', ')}.`,
  subcategoriaDesconhecida: (nome: string, categoria: string, sugestoes: string[]) =>
    `Subcategoria "${nome}" não existe em ${categoria}. Use uma destas: ${sugestoes.join(', ')}.`,
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const criarDesejo: ToolDefinition<typeof schema> = {
  name: 'criar_desejo',
  description:
    'Salva o desejo do cliente. Chame somente depois que o cliente confirmou o resumo. A cidade precisa ser atendida; se não for, a ferramenta devolve um erro para explicar ao cliente. Devolve o código do desejo. Não avisa as lojas: em seguida chame notificar_lojistas.',
  audience: 'cliente',
  tablesConsulted: ['desejos', 'cidades', 'estados', 'categorias', 'subcategorias'],
  schema,
  async handler(args, ctx) {
    const cliente = clienteOf(ctx);
    const tree = await readCategoryTree(ctx.db);
    const categoria = findCategory(tree, args.categoria);
    if (!categoria) {
      const message = CRIAR_DESEJO_MESSAGES.categoriaDesconhecida(
        args.categoria,
        closestNames(
          args.categoria,
          tree.map((c) => c.nome),
        ),
      );
      throw new AppError('VALIDATION', { message, fields: { categoria: message } });
    }
    const subcategoria = args.subcategoria ? findSubcategory(categoria, args.subcategoria) : undefined;
    if (args.subcategoria && !subcategoria) {
      const names = categoria.subcategorias.map((s) => s.nome);
      const message = CRIAR_DESEJO_MESSAGES.subcategoriaDesconhecida(
        args.subcategoria,
        categoria.nome,
        closestNames(args.subcategoria, names, names.length),
      );
      throw new AppError('VALIDATION', { message, fields: { subcategoria: message } });
    }

    const nomeCliente = args.nome_cliente || cliente.contactName?.trim() || 'Cliente WhatsApp';
    const fotos = await findPhotosForNewWish({
      db: ctx.db,
      conversationId: cliente.conversationId,
      whatsappCliente: cliente.phone,
      now: ctx.now,
    });
    const { desejo, matchedShops } = await createWish({
      db: ctx.db,
      queue: ctx.queue,
      logger: ctx.logger,
      ttlDays: ctx.settings.wishTtlDays,
      idempotencyKey: ctx.effectKey?.('criar_desejo'),
      now: ctx.now,
      fotos,
      wish: {
        nomeCliente: nomeCliente.slice(0, 100),
        whatsappCliente: cliente.phone,
        estado: args.estado,
        cidade: args.cidade,
        categoriaId: categoria.id,
        subcategoriaId: subcategoria?.id ?? null,
        produtoDesejado: args.produto_desejado,
        marca: args.marca ?? null,
        caracteristicas: args.caracteristicas ?? null,
        // A link that is not one is kept in the details rather than refused: it is the customer's words.
        linkProduto: args.link_produto && isHttpUrl(args.link_produto) ? args.link_produto : null,
        descricao:
          args.link_produto && !isHttpUrl(args.link_produto) ? `Referência: ${args.link_produto}` : null,
        origem: 'whatsapp',
        conversationId: cliente.conversationId,
        hasAcceptedTerms: true,
      },
    });
    return {
      ok: true,
      data: {
        codigo: shortCode(desejo.id),
        desejo_id: desejo.id,
        produto: desejo.produto_desejado,
        categoria: categoria.nome,
        subcategoria: subcategoria?.nome ?? null,
        cidade: `${desejo.cidade}/${desejo.estado}`,
        lojas_notificadas: matchedShops,
        fotos: fotos.length,
      },
    };
  },
};
