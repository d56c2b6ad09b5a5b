import { parseBRL } from '#domain/ofertas/parse-brl.ts';
import { fold } from './parse.ts';

// A shop's messages without a model: the fixed offer format
//   oferta ABCD1234 R$ 120,00; pagamento; entrega; validade; observações
// (or just "oferta ABCD1234 120", the rest asked one by one) and "não tenho ABCD1234".
// Fields are separated by ";" or new lines: a comma is the decimal mark of the price.

export type OfferDraft = {
  codigo: string;
  /** Integer cents; null when the price is missing or unreadable. */
  valorCentavos: number | null;
  pagamento?: string;
  entrega?: string;
  validade?: string;
  observacoes?: string;
};

export type ShopCommand =
  | { kind: 'oferta'; draft: OfferDraft; precoInvalido: boolean }
  /** "oferta 120; pix": the text after "oferta", for when the shop has a single opportunity. */
  | { kind: 'oferta_sem_codigo'; resto: string }
  | { kind: 'nao_tenho'; codigo?: string }
  /** "tenho, R$ 1.200, entrego amanhã": the answer novo_desejo invites; only an explicit price is read. */
  | { kind: 'tenho'; codigo?: string; valorCentavos: number | null };

const CODE = /^#?([0-9a-f]{8})\b[\s;:,-]*/i;

function optional(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text && !/^[-–]$/.test(text) ? text : undefined;
}

export function parseShopCommand(text: string): ShopCommand | null {
  const trimmed = text.trim();
  const folded = fold(trimmed);
  const refusal =
    /^(nao tenho|nao temos|nao trabalho com isso|nao trabalhamos com isso)\b\s*#?([0-9a-f]{8})?\b/.exec(
      folded,
    );
  if (refusal) return refusal[2] ? { kind: 'nao_tenho', codigo: refusal[2] } : { kind: 'nao_tenho' };

  const have = /^(sim )?(tenho|temos)\b/.exec(folded);
  if (have) {
    const codigo = /\b([0-9a-f]{8})\b/.exec(folded)?.[1];
    const price = /r\$\s*(\d[\d.,]*(?:\s*mil)?)|(\d[\d.,]*(?:\s*mil)?)\s*reais/i.exec(trimmed);
    const valorCentavos = price ? parseBRL(price[1] ?? price[2] ?? '') : null;
    return { kind: 'tenho', valorCentavos, ...(codigo ? { codigo } : {}) };
  }

  const start = /^oferta\s*:?\s*/i.exec(trimmed);
  if (!start) return null;
  const rest = trimmed.slice(start[0].length);
  const code = CODE.exec(rest);
  if (!code) return { kind: 'oferta_sem_codigo', resto: rest };
  const [preco, pagamento, entrega, validade, ...observacoes] = rest
    .slice(code[0].length)
    .split(/\s*[;\n]\s*/);
  const valorCentavos = preco?.trim() ? parseBRL(preco) : null;
  return {
    kind: 'oferta',
    precoInvalido: Boolean(preco?.trim()) && valorCentavos === null,
    draft: {
      codigo: code[1]!.toLowerCase(),
      valorCentavos,
      pagamento: optional(pagamento),
      entrega: optional(entrega),
      validade: optional(validade),
      observacoes: optional(observacoes.join('; ')),
    },
  };
}
