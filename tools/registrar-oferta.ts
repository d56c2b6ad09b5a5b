import { z } from 'zod';
import { formatBrl } from '#api/notifications/template-vars.ts';
import { createOffer } from '#api/ofertas/create-offer.ts';
import { findShopOfferPhoto } from '#api/ofertas/offer-photo.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { type OfferInput, offerSchema } from '#domain/ofertas/offer-schema.ts';
import { normalizeText } from '#domain/text.ts';
import { AppError } from '#platform/http/app-error.ts';
import { codigoDesejo, optionalText, requiredText } from './args.ts';
import { shopMatch } from './party.ts';
import type { ToolDefinition } from './tool-types.ts';

// A shop's offer from the conversation goes through the dashboard's service: same plan rules,
// same messages, the customer told by the same job. One offer per opportunity: the same offer
// again changes nothing, a new price or new terms update it (and take no second plan slot). A blocked offer gets the dashboard's message
// plus where to subscribe (DECISIONS.md: the shop conversation).

const PRECO_INVALIDO = 'Informe o preço em reais, ex.: 1200.5 para R$ 1.200,50.';

/** Reais from a text like "R$ 1.200,50" / "1200.50". */
function reais(value: string): number {
  const text = value.replace(/r\$|\s/gi, '');
  return Number(text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text);
}

// The model is asked for a number; a text price is still read (reais), as a tolerance.
const schema = z.object({
  codigo_desejo: codigoDesejo,
  valor: z
    .preprocess(
      (v) => (typeof v === 'string' ? reais(v) : v),
      z.number({ error: PRECO_INVALIDO }).finite(PRECO_INVALIDO).positive(PRECO_INVALIDO),
    )
    .describe('Preço em reais, ex.: 1200.5 para R$ 1.200,50.'),
  condicoes_pagamento: requiredText(300, 'as condições de pagamento').describe(
    'Condições de pagamento, ex.: "à vista no Pix ou 10x sem juros".',
  ),
  prazo_entrega: requiredText(200, 'o prazo de entrega').describe(
    'Prazo de entrega, ex.: "amanhã" ou "retirada na loja".',
  ),
  validade: optionalText(100).describe('Validade da oferta, ex.: "1 dia", "3 dias", "10 dias".'),
  observacoes: optionalText(1000).describe('Observações da loja (cor, garantia, estado do produto...).'),
});

/** The dialog's options for "1 dia" / "3 dias" / "10 dias" (also "um dia", "3d"...); else custom text. */
export function validadeOf(text: string | undefined): Pick<OfferInput, 'validade' | 'validadePersonalizada'> {
  if (!text) return { validade: '1' };
  const folded = normalizeText(text).replace(/\.$/, '');
  const days = folded.match(/^(\d+|um|tres|dez)\s*(d|dia|dias)$/)?.[1];
  const number = days === 'um' ? '1' : days === 'tres' ? '3' : days === 'dez' ? '10' : days;
  if (number === '1' || number === '3' || number === '10') return { validade: number };
  return { validade: 'personalizada', validadePersonalizada: text };
}

const blockedCodes = new Set(['PLAN_REQUIRED', 'LIMIT_REACHED']);

export const registrarOferta: ToolDefinition<typeof schema> = {
  name: 'registrar_oferta',
  description:
    'Registra a oferta da loja que está conversando para uma oportunidade, com as mesmas regras de plano do painel. Chame somente depois que a loja confirmou o resumo. Se o plano não permitir, devolve a mensagem de bloqueio com o link de assinatura para repassar à loja. O cliente recebe a oferta automaticamente. A loja tem uma oferta por oportunidade: chamar de novo com outro preço ou condições atualiza a oferta e o cliente é avisado; com os mesmos dados nada muda.',
  audience: 'lojista',
  tablesConsulted: ['matches', 'desejos', 'ofertas', 'lojista_planos', 'lojista_ofertas_historico'],
  schema,
  async handler(args, ctx) {
    const { lojista, match } = await shopMatch(ctx, args.codigo_desejo);
    const parsed = offerSchema.safeParse({
      valorCentavos: Math.round(args.valor * 100),
      condicoesPagamento: args.condicoes_pagamento,
      prazoEntrega: args.prazo_entrega,
      ...validadeOf(args.validade),
      observacoes: args.observacoes,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AppError('VALIDATION', { message: issue.message });
    }
    const foto = await findShopOfferPhoto({
      db: ctx.db,
      conversationId: lojista.conversationId,
      lojistaId: lojista.lojistaId,
      desejoId: match.desejo.id,
      now: ctx.now,
    });
    try {
      const created = await createOffer({
        db: ctx.db,
        queue: ctx.queue,
        logger: ctx.logger,
        lojistaId: lojista.lojistaId,
        matchId: match.id,
        offer: parsed.data,
        origem: 'whatsapp',
        idempotencyKey: ctx.effectKey?.('registrar_oferta'),
        now: ctx.now,
        foto,
      });
      return {
        ok: true,
        data: {
          mensagem: created.message,
          /** criada, atualizada (new terms replaced the offer) or repetida (nothing changed). */
          situacao: created.outcome,
          codigo: shortCode(match.desejo.id),
          produto: match.desejo.produto_desejado,
          oferta_id: created.oferta.id,
          valor: formatBrl(created.oferta.valor),
          validade: created.oferta.validade,
          plano: created.plano,
          com_foto: created.oferta.foto_key !== null,
        },
      };
    } catch (error) {
      if (error instanceof AppError && blockedCodes.has(error.code)) {
        const url = `${ctx.settings.publicUrl.replace(/\/+$/, '')}/assinatura`;
        const sentence = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
        return { ok: false, error: `${sentence} Assine em ${url}` };
      }
      throw error;
    }
  },
};
