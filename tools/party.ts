import { AppError } from '#platform/http/app-error.ts';
import type { ToolAudience, ToolContext } from './tool-types.ts';
import { findCustomerWishes, findNewestOpenWish, findShopMatchesByCode } from './tools-data.ts';
import { codeRange } from './wish-code.ts';

// Whose conversation this is decides what a tool may touch: a customer's own wishes, a shop's own
// matches. The registry refuses a tool of the other audience before the handler runs; these
// narrow the party for the handler and find the wish or match the code names.

/** Who is on the other side of a conversation. A shop is recognised by its whatsapp_loja. */
export type Party =
  | {
      kind: 'cliente';
      conversationId: string;
      /** Digits with country code, e.g. 5511987654321. */
      phone: string;
      /** WhatsApp profile name, when the transport gave one. */
      contactName: string | null;
    }
  | {
      kind: 'lojista';
      conversationId: string;
      phone: string;
      contactName: string | null;
      lojistaId: string;
      nomeLoja: string;
    };

export const AUDIENCE_MESSAGES = {
  cliente: 'Esta ferramenta só pode ser usada na conversa com um cliente.',
  lojista: 'Esta ferramenta só pode ser usada na conversa com uma loja cadastrada.',
} as const satisfies Record<ToolAudience, string>;

export const CODE_MESSAGES = {
  codigoInvalido: 'Código do desejo inválido: informe os 8 primeiros caracteres do código (ex.: 1a2b3c4d).',
  desejoNaoEncontrado: 'Nenhum desejo deste cliente tem esse código.',
  semDesejoAberto: 'Este cliente não tem nenhum desejo aberto.',
  oportunidadeNaoEncontrada: 'Nenhuma oportunidade desta loja tem esse código.',
  codigoAmbiguo: 'Mais de um desejo começa com esse código: informe o código completo.',
} as const;

type Cliente = Extract<Party, { kind: 'cliente' }>;
type Lojista = Extract<Party, { kind: 'lojista' }>;

export function clienteOf(ctx: ToolContext): Cliente {
  if (ctx.party.kind !== 'cliente') throw new AppError('FORBIDDEN', { message: AUDIENCE_MESSAGES.cliente });
  return ctx.party;
}

export function lojistaOf(ctx: ToolContext): Lojista {
  if (ctx.party.kind !== 'lojista') throw new AppError('FORBIDDEN', { message: AUDIENCE_MESSAGES.lojista });
  return ctx.party;
}

function rangeOf(code: string) {
  const range = codeRange(code);
  if (!range) {
    throw new AppError('VALIDATION', {
      message: CODE_MESSAGES.codigoInvalido,
      fields: { codigo_desejo: CODE_MESSAGES.codigoInvalido },
    });
  }
  return range;
}

/** The customer's wish named by the code, or (without a code) their newest open wish. */
export async function customerWish(ctx: ToolContext, code: string | undefined) {
  const cliente = clienteOf(ctx);
  if (!code) {
    const newest = await findNewestOpenWish(ctx.db, cliente.phone);
    if (!newest) throw new AppError('NOT_FOUND', { message: CODE_MESSAGES.semDesejoAberto });
    return newest;
  }
  const found = await findCustomerWishes(ctx.db, cliente.phone, rangeOf(code));
  if (found.length === 0) throw new AppError('NOT_FOUND', { message: CODE_MESSAGES.desejoNaoEncontrado });
  if (found.length > 1) throw new AppError('CONFLICT', { message: CODE_MESSAGES.codigoAmbiguo });
  return found[0]!;
}

/** This shop's match for the wish named by the code. */
export async function shopMatch(ctx: ToolContext, code: string) {
  const lojista = lojistaOf(ctx);
  const found = await findShopMatchesByCode(ctx.db, lojista.lojistaId, rangeOf(code));
  if (found.length === 0) {
    throw new AppError('NOT_FOUND', { message: CODE_MESSAGES.oportunidadeNaoEncontrada });
  }
  if (found.length > 1) throw new AppError('CONFLICT', { message: CODE_MESSAGES.codigoAmbiguo });
  return { lojista, match: found[0]! };
}
