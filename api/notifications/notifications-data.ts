import { readBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';
import type { EditableTemplateKey } from '#prompts/templates.ts';

// A wish typed into the simulator (/api/admin/simulator) is a rehearsal: its notices stay in the
// simulator too, even on an installation that sends real WhatsApp messages.
export const simulatedInbound = {
  where: { direction: 'inbound', metadata: { path: ['transport'], equals: 'simulator' } },
  select: { id: true },
  take: 1,
} as const;

export function isSimulatedWish(desejo: { conversation: { messages: unknown[] } | null }): boolean {
  return (desejo.conversation?.messages.length ?? 0) > 0;
}

// Reads behind the WhatsApp notifications: the match or offer with what its template shows, and
// the template texts an admin may have edited (bot_config whatsapp_templates).

export function findMatchNotice(db: Db, matchId: string) {
  return db.match.findUnique({
    where: { id: matchId },
    select: {
      id: true,
      status: true,
      lojista: { select: { whatsapp_loja: true } },
      desejo: {
        select: {
          id: true,
          status: true,
          produto_desejado: true,
          categoria: true,
          subcategoria: true,
          cidade: true,
          estado: true,
          marca: true,
          caracteristicas: true,
          descricao: true,
          conversation: { select: { messages: simulatedInbound } },
          // The notice carries the customer's first photo (an image header outside the window).
          fotos: { select: { storage_key: true, mime_type: true }, orderBy: { created_at: 'asc' }, take: 1 },
        },
      },
    },
  });
}

export function findOfertaNotice(db: Db, ofertaId: string) {
  return db.oferta.findUnique({
    where: { id: ofertaId },
    select: {
      id: true,
      versao: true,
      valor: true,
      condicoes_pagamento: true,
      prazo_entrega: true,
      validade: true,
      observacoes: true,
      foto_key: true,
      foto_mime_type: true,
      lojista: { select: { nome_loja: true, whatsapp_loja: true } },
      desejo: {
        select: {
          id: true,
          produto_desejado: true,
          whatsapp_cliente: true,
          // The customer's 24-hour window: an opted-out customer still gets the offers of a
          // conversation they are having (api/opt-out).
          conversation: { select: { messages: simulatedInbound, last_inbound_at: true } },
        },
      },
    },
  });
}

/** An offer of a closed wish, with what its outcome notice shows the shop. */
export function findOutcomeNotice(db: Db, ofertaId: string) {
  return db.oferta.findUnique({
    where: { id: ofertaId },
    select: {
      id: true,
      status: true,
      valor: true,
      lojista: { select: { nome_loja: true, whatsapp_loja: true } },
      desejo: {
        select: {
          id: true,
          produto_desejado: true,
          nome_cliente: true,
          whatsapp_cliente: true,
          conversation: { select: { messages: simulatedInbound } },
        },
      },
    },
  });
}

/** Whether a notice under any of these keys went out (or is on its way): not one WhatsApp refused. */
export async function hasSentAnyOf(db: Db, idempotencyKeys: string[]): Promise<boolean> {
  if (idempotencyKeys.length === 0) return false;
  const sent = await db.whatsappMessage.findFirst({
    where: { idempotency_key: { in: idempotencyKeys }, direction: 'outbound', status: { not: 'failed' } },
    select: { id: true },
  });
  return sent !== null;
}

/** The admin's template texts, falling back per key to the defaults when unset or blank. */
export async function readWhatsappTemplates(db: Db): Promise<Record<EditableTemplateKey, string>> {
  const { novo_desejo, oferta_recebida, oferta_escolhida, desejo_encerrado, avaliacao_pedido } =
    await readBotConfig(db, 'whatsapp_templates');
  return { novo_desejo, oferta_recebida, oferta_escolhida, desejo_encerrado, avaliacao_pedido };
}

/** What the shop's own notices show, and where they go (its whatsapp_loja). */
export function findShopAccountContact(db: Db, lojistaId: string) {
  return db.lojista.findUnique({
    where: { id: lojistaId },
    select: { id: true, email: true, nome_loja: true, nome_responsavel: true, whatsapp_loja: true },
  });
}
