import type { Logger } from '#platform/logger.ts';
import { createBaileysTransport } from '#whatsapp/baileys/baileys-transport.ts';
import {
  isConversationMessage,
  phoneOfJid,
  senderOf,
  toInboundMessage,
} from '#whatsapp/baileys/map-message.ts';
import type { BaileysSocketLike } from '#whatsapp/baileys/socket-like.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import { setBaileysTransport } from '#whatsapp/transport.ts';
import type { WhatsappTransport } from '#whatsapp/whatsapp-transport.ts';
import { decideOnClose, disconnectStatus, relinkInstructions } from './reconnect-policy.ts';

// The Baileys connection's life: one socket at a time, QR codes shown until the phone links,
// reconnects after any drop except a logout, inbound messages into the shared pipeline, and the
// outbound transport registered with the sender. The socket factory is injected: the dev script
// passes makeWASocket, tests a fake.

export type BaileysConnectionDeps = {
  /** Opens a socket with the saved auth state (loaded again for each connection). */
  openSocket(): Promise<BaileysSocketLike>;
  receive(message: InboundMessage): Promise<unknown>;
  /** Shows the QR code (the dev script prints it in the terminal). */
  showQr(qr: string): Promise<void> | void;
  logger: Logger;
  /** Where the auth state lives, for the relink instructions. */
  authFolder: string;
  /** Timers, injectable for tests. */
  schedule?: (run: () => void, delayMs: number) => { cancel(): void };
  /** Where the outbound transport goes (the sender's setBaileysTransport unless a test says). */
  register?: (transport: WhatsappTransport | undefined) => void;
};

export type BaileysConnection = {
  /** 'open' while linked and connected. */
  state(): 'connecting' | 'open' | 'closed' | 'logged-out';
  stop(): Promise<void>;
};

type Upsert = { messages: Parameters<typeof isConversationMessage>[1][]; type: string };
type ConnectionUpdate = { connection?: string; qr?: string; lastDisconnect?: { error?: unknown } };

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return { cancel: () => clearTimeout(timer) };
};

export async function startBaileysConnection(deps: BaileysConnectionDeps): Promise<BaileysConnection> {
  const { logger } = deps;
  const schedule = deps.schedule ?? defaultSchedule;
  let socket: BaileysSocketLike | undefined;
  let open = false;
  let state: ReturnType<BaileysConnection['state']> = 'connecting';
  let attempt = 0;
  let stopped = false;
  let pending: { cancel(): void } | undefined;
  let inbound: Promise<void> = Promise.resolve();

  const register = deps.register ?? setBaileysTransport;
  register(createBaileysTransport(() => (open ? socket : undefined)));

  async function phoneOf(message: Parameters<typeof isConversationMessage>[1], current: BaileysSocketLike) {
    const sender = senderOf(message.key);
    if (!sender) return null;
    if ('phone' in sender) return sender.phone;
    const pn = await current.signalRepository?.lidMapping?.getPNForLID(sender.lid).catch(() => null);
    return pn ? (phoneOfJid(pn)?.phone ?? null) : null;
  }

  async function onUpsert(upsert: Upsert, current: BaileysSocketLike) {
    for (const message of upsert.messages) {
      if (!isConversationMessage(upsert.type, message)) continue;
      try {
        const phone = await phoneOf(message, current);
        if (!phone) {
          logger.warn(
            { id: message.key.id },
            'baileys: remetente sem número de telefone conhecido (LID), ignorado',
          );
          continue;
        }
        const inbound = toInboundMessage(message, phone);
        if (inbound) await deps.receive(inbound);
      } catch (error) {
        logger.error({ err: error, id: message.key.id }, 'baileys: falha ao registrar mensagem recebida');
      }
    }
  }

  function onUpdate(update: ConnectionUpdate, current: BaileysSocketLike) {
    if (current !== socket || stopped) return;
    if (update.qr) {
      Promise.resolve(deps.showQr(update.qr)).catch((error) =>
        logger.warn({ err: error }, 'baileys: QR não exibido'),
      );
    }
    if (update.connection === 'open') {
      open = true;
      state = 'open';
      attempt = 0;
      logger.info('baileys: conectado ao WhatsApp');
      return;
    }
    if (update.connection !== 'close') return;
    open = false;
    const status = disconnectStatus(update.lastDisconnect?.error);
    const decision = decideOnClose(status, attempt);
    if (decision.action === 'logged-out') {
      state = 'logged-out';
      socket = undefined;
      logger.error({ status }, relinkInstructions(deps.authFolder));
      return;
    }
    state = 'closed';
    attempt += 1;
    logger.warn({ status, delayMs: decision.delayMs, attempt }, 'baileys: conexão encerrada, reconectando');
    reconnectIn(decision.delayMs);
  }

  function reconnectIn(delayMs: number) {
    pending = schedule(() => {
      pending = undefined;
      connect().catch((error) => {
        // Opening failed before any event (auth state unreadable, network): back off again.
        state = 'closed';
        const next = decideOnClose(undefined, attempt);
        attempt += 1;
        logger.error({ err: error, attempt }, 'baileys: falha ao reconectar');
        if (next.action === 'reconnect' && !stopped) reconnectIn(next.delayMs);
      });
    }, delayMs);
  }

  async function connect() {
    if (stopped) return;
    state = 'connecting';
    const current = await deps.openSocket();
    socket = current;
    current.ev.on('connection.update', ((update: ConnectionUpdate) => onUpdate(update, current)) as never);
    // One batch after the other: the pipeline orders by timestamp anyway, this keeps logs readable
    // and the database from seeing a burst of one phone's messages in parallel.
    current.ev.on('messages.upsert', ((upsert: Upsert) => {
      inbound = inbound.then(() => onUpsert(upsert, current));
    }) as never);
  }

  await connect();

  return {
    state: () => state,
    async stop() {
      stopped = true;
      pending?.cancel();
      open = false;
      state = 'closed';
      register(undefined);
      const current = socket;
      socket = undefined;
      await current?.end(undefined);
      await inbound;
    },
  };
}
