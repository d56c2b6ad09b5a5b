import { z } from 'zod';
import { resumeBusinessMessages, stopBusinessMessages } from '#api/opt-out/opt-out.ts';
import type { ToolAudience, ToolDefinition } from './tool-types.ts';

// Meta's opt-out, for customers and shops alike: "PARAR" stops every message we start (offer
// notices, new opportunities), "VOLTAR" brings them back. Replies to what the person writes still
// go. One definition per audience (a tool serves one), from the same code.

const schema = z.object({
  receber: z
    .boolean()
    .describe(
      'false: parar as mensagens que nós iniciamos (pedido de "PARAR", "SAIR", "STOP", "não quero mais receber mensagens"); true: voltar a recebê-las ("VOLTAR", "quero voltar a receber").',
    ),
});

export const MENSAGENS_MESSAGES = {
  parou:
    'Pronto: este número não recebe mais mensagens iniciadas por nós. Diga ao usuário que, para voltar a receber, basta mandar VOLTAR.',
  voltou: 'Pronto: este número volta a receber nossas mensagens.',
} as const;

const DESCRIPTION: Record<ToolAudience, string> = {
  cliente:
    'Para ou retoma as mensagens que nós iniciamos para este cliente (avisos de ofertas fora da conversa). Use receber=false quando ele pedir para parar de receber mensagens ("PARAR", "SAIR", "STOP", "cancelar mensagens") e receber=true quando pedir para voltar ("VOLTAR"). Não use para cancelar um desejo.',
  lojista:
    'Para ou retoma as mensagens que nós iniciamos para esta loja (avisos de novas oportunidades; parada, ela também não recebe novas oportunidades). Use receber=false quando a loja pedir para parar de receber mensagens ("PARAR", "SAIR", "STOP") e receber=true quando pedir para voltar a receber mensagens. Para só pausar as oportunidades, use pausar_oportunidades.',
};

function receberMensagens(audience: ToolAudience, name: string): ToolDefinition<typeof schema> {
  return {
    name,
    description: DESCRIPTION[audience],
    audience,
    tablesConsulted: ['whatsapp_opt_outs'],
    schema,
    async handler({ receber }, ctx) {
      const { party } = ctx;
      const lojistaId = party.kind === 'lojista' ? party.lojistaId : null;
      const change = receber
        ? await resumeBusinessMessages({ db: ctx.db, phone: party.phone, now: ctx.now })
        : await stopBusinessMessages({ db: ctx.db, phone: party.phone, lojistaId, now: ctx.now });
      return {
        ok: true,
        data: {
          recebe_mensagens: !change.optedOut,
          ja_estava_assim: change.unchanged,
          situacao: change.optedOut ? MENSAGENS_MESSAGES.parou : MENSAGENS_MESSAGES.voltou,
        },
      };
    },
  };
}

export const receberMensagensCliente = receberMensagens('cliente', 'receber_mensagens');
export const receberMensagensLoja = receberMensagens('lojista', 'receber_mensagens_loja');
