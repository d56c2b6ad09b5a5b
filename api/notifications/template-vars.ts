import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { decimalStringToCents, formatBRLText } from '#domain/ofertas/money.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import type { TemplateVars } from '#prompts/templates.ts';
import type { findMatchNotice, findOfertaNotice } from './notifications-data.ts';

// What each template shows, from the rows notifications-data.ts reads.

type MatchNotice = NonNullable<Awaited<ReturnType<typeof findMatchNotice>>>;
type OfertaNotice = NonNullable<Awaited<ReturnType<typeof findOfertaNotice>>>;

/** R$ 1.200,00 with a plain space, from a price as the database gives it (Decimal(12,2) text). */
export function formatBrl(value: number | string): string {
  return formatBRLText(decimalStringToCents(String(value)));
}

/** Characteristics come as text from the site and as an object from the agent. */
export function describeCaracteristicas(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '')
      .map(([k, v]) => `${k}: ${String(v)}`);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return String(value);
}

export function novoDesejoVars(match: MatchNotice): TemplateVars<'novo_desejo'> {
  const { desejo } = match;
  return {
    produto: desejo.produto_desejado,
    categoria: toDisplayCategoryName(desejo.categoria),
    subcategoria: desejo.subcategoria,
    cidade: `${desejo.cidade}/${desejo.estado}`,
    marca: desejo.marca,
    detalhes: describeCaracteristicas(desejo.caracteristicas) ?? desejo.descricao,
    codigo: shortCode(desejo.id),
  };
}

/** The wa.me link of an offer: the customer opens the shop's chat with a greeting naming the wish. */
export function shopLink(whatsappLoja: string, produto: string, codigo: string): string {
  const hello = `Olá! Vi sua oferta para ${produto} (código ${codigo}).`;
  return `https://wa.me/${whatsappLoja}?text=${encodeURIComponent(hello)}`;
}

export function ofertaRecebidaVars(oferta: OfertaNotice): TemplateVars<'oferta_recebida'> {
  const codigo = shortCode(oferta.desejo.id);
  return {
    produto: oferta.desejo.produto_desejado,
    codigo,
    loja: oferta.lojista.nome_loja,
    valor: formatBrl(oferta.valor.toString()),
    pagamento: oferta.condicoes_pagamento,
    entrega: oferta.prazo_entrega,
    validade: oferta.validade,
    observacoes: oferta.observacoes,
    link_whatsapp: shopLink(oferta.lojista.whatsapp_loja, oferta.desejo.produto_desejado, codigo),
  };
}

/** What every shop account message shows (lojista_boas_vindas, lojista_aprovado, lojista_credenciais). */
export function shopAccountVars(
  productName: string,
  shop: { nome_loja: string; nome_responsavel: string | null },
) {
  return {
    // A shop without a representative's name (older sign-ups) is greeted by its own name.
    nome: shop.nome_responsavel?.trim() || shop.nome_loja,
    loja: shop.nome_loja,
    plataforma: productName,
  };
}
