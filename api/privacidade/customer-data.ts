import { markPendingMatchesLost } from '#api/desejos/desejos-data.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { phoneVariants } from '#domain/whatsapp/phone-variants.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { deleteConversationsQueuingMedia } from './media-deletions-data.ts';
import {
  anonymiseWishesOf,
  closeOpenWishesOf,
  findConversationsOf,
  findMessagesOf,
  findWishesOf,
  type StoredWish,
} from './privacy-data.ts';

// A customer's data under LGPD: what we keep about a phone number, its export, and its erasure.
// Shared by the bot's tools (meus_dados, apagar_meus_dados), the guided fallback and the admin
// routes. Erasure deletes the conversations and their messages and anonymises the wishes, which
// stay as demand data (city, category, product) without name or phone. Shops are not erased this
// way: they have accounts, and a shop's conversation with the bot stays.

const phonesOf = (phone: string) => {
  const variants = phoneVariants(phone);
  return variants.length > 0 ? variants : [phone];
};

const offersOf = (wishes: StoredWish[]) => wishes.reduce((total, wish) => total + wish.ofertas.length, 0);

export type CustomerDataSummary = {
  nome: string | null;
  conversa_desde: string | null;
  mensagens: number;
  desejos: number;
  desejos_abertos: number;
  ofertas_recebidas: number;
  /** The newest wishes, at most five. */
  ultimos_desejos: { codigo: string; produto: string; cidade: string; status: string; criado_em: string }[];
};

export async function summarizeCustomerData(options: {
  db?: Db;
  phone: string;
}): Promise<CustomerDataSummary> {
  const db = options.db ?? defaultDb;
  const phones = phonesOf(options.phone);
  const [conversations, wishes] = await Promise.all([
    findConversationsOf(db, phones),
    findWishesOf(db, phones),
  ]);
  const first = conversations[0];
  return {
    nome: conversations.find((c) => c.contact_name)?.contact_name ?? wishes.at(-1)?.nome_cliente ?? null,
    conversa_desde: first ? first.created_at.toISOString() : null,
    mensagens: conversations.reduce((total, c) => total + c._count.messages, 0),
    desejos: wishes.length,
    desejos_abertos: wishes.filter((w) => w.status === 'aberto').length,
    ofertas_recebidas: offersOf(wishes),
    ultimos_desejos: wishes
      .slice(-5)
      .reverse()
      .map((w) => ({
        codigo: shortCode(w.id),
        produto: w.produto_desejado,
        cidade: `${w.cidade}/${w.estado}`,
        status: w.status,
        criado_em: w.created_at.toISOString(),
      })),
  };
}

/** Everything stored under the number, as the admin hands it to the customer (JSON). */
export async function exportCustomerData(options: { db?: Db; phone: string; now?: Date }) {
  const db = options.db ?? defaultDb;
  const phones = phonesOf(options.phone);
  const [conversations, wishes] = await Promise.all([
    findConversationsOf(db, phones),
    findWishesOf(db, phones),
  ]);
  const messages = await findMessagesOf(
    db,
    conversations.map((c) => c.id),
  );
  return {
    telefone: options.phone,
    exportado_em: (options.now ?? new Date()).toISOString(),
    conversas: conversations.map((c) => ({
      telefone: c.phone_number,
      nome: c.contact_name,
      loja: c.lojista_id !== null,
      criada_em: c.created_at,
      ultima_mensagem_em: c.last_message_at,
      mensagens: messages
        .filter((m) => m.conversation_id === c.id)
        .map((m) => ({
          direcao: m.direction,
          tipo: m.message_type,
          texto: m.message_text,
          status: m.status,
          em: m.timestamp,
        })),
    })),
    desejos: wishes.map(({ ofertas, id, ...wish }) => ({
      codigo: shortCode(id),
      ...wish,
      ofertas: ofertas.map((o) => ({
        loja: o.lojista.nome_loja,
        valor: o.valor.toFixed(2),
        descricao: o.descricao,
        status: o.status,
        criada_em: o.created_at,
      })),
    })),
  };
}

export type ErasureResult = {
  desejos_anonimizados: number;
  conversas_apagadas: number;
  mensagens_apagadas: number;
  /** A shop's own conversation with the bot is not erased here (the shop has an account). */
  conversas_de_loja_mantidas: number;
};

/**
 * Open wishes are closed (their pending matches lost, as when a customer closes one), every wish
 * is anonymised and the customer's conversations are deleted with their messages, in one
 * transaction.
 */
export async function eraseCustomerData(options: {
  db?: Db;
  phone: string;
  now?: Date;
}): Promise<ErasureResult> {
  const db = options.db ?? defaultDb;
  const now = options.now ?? new Date();
  const phones = phonesOf(options.phone);
  return db.$transaction(async (tx) => {
    const conversations = await findConversationsOf(tx, phones);
    const customers = conversations.filter((c) => c.lojista_id === null);
    const closed = await closeOpenWishesOf(tx, phones, now);
    if (closed.length > 0) await markPendingMatchesLost(tx, closed);
    const { count: anonymised } = await anonymiseWishesOf(tx, phones);
    await deleteConversationsQueuingMedia(
      tx,
      customers.map((c) => c.id),
    );
    return {
      desejos_anonimizados: anonymised,
      conversas_apagadas: customers.length,
      mensagens_apagadas: customers.reduce((total, c) => total + c._count.messages, 0),
      conversas_de_loja_mantidas: conversations.length - customers.length,
    };
  });
}

/** The wishes alone (the bot's erasure: the conversation goes once the turn is over). */
export async function anonymiseCustomerWishes(options: { db?: Db; phone: string; now?: Date }) {
  const db = options.db ?? defaultDb;
  const phones = phonesOf(options.phone);
  return db.$transaction(async (tx) => {
    const closed = await closeOpenWishesOf(tx, phones, options.now ?? new Date());
    if (closed.length > 0) await markPendingMatchesLost(tx, closed);
    return (await anonymiseWishesOf(tx, phones)).count;
  });
}
