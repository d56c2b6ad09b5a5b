import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { DisconnectReason } from '@whiskeysockets/baileys';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { BaileysSocketLike } from '#whatsapp/baileys/socket-like.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import { TransportError, type WhatsappTransport } from '#whatsapp/whatsapp-transport.ts';
import { startBaileysConnection } from './connection.ts';

// The connection's life against fake sockets (an EventEmitter as `ev`): nothing reaches WhatsApp.

class FakeSocket implements BaileysSocketLike {
  ev = new EventEmitter();
  sent: { jid: string; text: string }[] = [];
  ended = false;
  lids = new Map<string, string>();
  signalRepository = { lidMapping: { getPNForLID: async (lid: string) => this.lids.get(lid) ?? null } };
  async sendMessage(jid: string, content: { text: string }) {
    this.sent.push({ jid, text: content.text });
    return { key: { id: `WA${this.sent.length}` } };
  }
  end() {
    this.ended = true;
  }
  update(update: Record<string, unknown>) {
    this.ev.emit('connection.update', update);
  }
  close(statusCode: number) {
    this.update({
      connection: 'close',
      lastDisconnect: { error: { output: { statusCode } }, date: new Date() },
    });
  }
  upsert(type: string, messages: unknown[]) {
    this.ev.emit('messages.upsert', { type, messages });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const received: InboundMessage[] = [];
  const qrs: string[] = [];
  const timers: { delayMs: number; run: () => void; cancelled: boolean }[] = [];
  const logs: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _e, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );
  let transport: WhatsappTransport | undefined;
  const start = () =>
    startBaileysConnection({
      logger,
      authFolder: '/dados/baileys-auth',
      async openSocket() {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      async receive(message) {
        received.push(message);
      },
      showQr: (qr) => {
        qrs.push(qr);
      },
      schedule(run, delayMs) {
        const timer = { delayMs, run, cancelled: false };
        timers.push(timer);
        return { cancel: () => (timer.cancelled = true) };
      },
      register: (t) => {
        transport = t;
      },
    });
  return { start, sockets, received, qrs, timers, logs: () => logs.join(''), transport: () => transport };
}

const text = (id: string, from: string, body: string, over: Record<string, unknown> = {}) => ({
  key: { id, remoteJid: from, fromMe: false },
  messageTimestamp: 1_763_900_000,
  pushName: 'Ana',
  message: { conversation: body },
  ...over,
});

describe('startBaileysConnection', () => {
  it('shows the QR code, and sends through the socket only while it is open', async () => {
    const t = setup();
    const connection = await t.start();
    t.sockets[0]!.update({ qr: 'QR-1' });
    expect(t.qrs).toEqual(['QR-1']);

    const send = () => t.transport()!.sendText('5511987654321', 'olá');
    await expect(send()).rejects.toSatisfy((e) => e instanceof TransportError && e.retryable);

    t.sockets[0]!.update({ connection: 'open' });
    expect(connection.state()).toBe('open');
    await expect(send()).resolves.toEqual({ waMessageId: 'WA1' });
    await expect(
      t.transport()!.sendTemplate('5511987654321', 'novo_desejo', { codigo: 'X' }, 'Novo desejo X'),
    ).resolves.toEqual({ waMessageId: 'WA2' });
    expect(t.sockets[0]!.sent).toEqual([
      { jid: '5511987654321@s.whatsapp.net', text: 'olá' },
      { jid: '5511987654321@s.whatsapp.net', text: 'Novo desejo X' },
    ]);

    // A drop: sends fail as retryable (the delivery job tries again after the reconnect).
    t.sockets[0]!.close(DisconnectReason.connectionLost);
    await expect(send()).rejects.toSatisfy((e) => e instanceof TransportError && e.retryable);
    t.timers[0]!.run();
    await vi.waitFor(() => expect(t.sockets).toHaveLength(2));
    t.sockets[1]!.update({ connection: 'open' });
    await expect(send()).resolves.toEqual({ waMessageId: 'WA1' });
    expect(t.sockets[1]!.sent).toHaveLength(1);
    await connection.stop();
  });

  it('reconnects with a growing delay after every close but a logout, at once after the QR restart', async () => {
    const t = setup();
    const connection = await t.start();
    t.sockets[0]!.close(DisconnectReason.restartRequired);
    expect(t.timers[0]!.delayMs).toBe(0);
    t.timers[0]!.run();
    await vi.waitFor(() => expect(t.sockets).toHaveLength(2));
    t.sockets[1]!.close(DisconnectReason.connectionLost);
    t.timers[1]!.run();
    await vi.waitFor(() => expect(t.sockets).toHaveLength(3));
    t.sockets[2]!.close(DisconnectReason.unavailableService);
    expect(t.timers.map((x) => x.delayMs)).toEqual([0, 2000, 4000]);
    t.timers[2]!.run();
    await vi.waitFor(() => expect(t.sockets).toHaveLength(4));
    // An open connection resets the backoff.
    t.sockets[3]!.update({ connection: 'open' });
    t.sockets[3]!.close(DisconnectReason.connectionClosed);
    expect(t.timers[3]!.delayMs).toBe(1000);
    // Events of an old socket change nothing.
    t.sockets[0]!.update({ connection: 'open' });
    expect(connection.state()).toBe('closed');

    t.timers[3]!.run();
    await vi.waitFor(() => expect(t.sockets).toHaveLength(5));
    t.sockets[4]!.close(DisconnectReason.loggedOut);
    expect(connection.state()).toBe('logged-out');
    expect(t.timers).toHaveLength(4);
    expect(t.logs()).toContain('apague a pasta /dados/baileys-auth');
    await connection.stop();
  });

  it('feeds new messages from people to the pipeline, resolving LIDs, and ignores the rest', async () => {
    const t = setup();
    const connection = await t.start();
    const socket = t.sockets[0]!;
    socket.update({ connection: 'open' });
    socket.lids.set('777@lid', '551133334444@s.whatsapp.net');
    socket.upsert('notify', [
      text('A1', '5511987654321@s.whatsapp.net', 'quero uma geladeira'),
      text('A2', '5511987654321@s.whatsapp.net', 'eco', {
        key: { id: 'A2', remoteJid: '5511987654321@s.whatsapp.net', fromMe: true },
      }),
      text('A3', '120363@g.us', 'grupo'),
      text('A4', 'status@broadcast', 'status'),
      text('A5', '777@lid', 'via lid'),
      text('A6', '888@lid', 'lid desconhecido'),
      text('A7', '5511987654321@s.whatsapp.net', '', { message: { imageMessage: {} } }),
      text('A8', '5511987654321@s.whatsapp.net', '', { message: { reactionMessage: { text: '👍' } } }),
    ]);
    socket.upsert('append', [text('H1', '5511987654321@s.whatsapp.net', 'histórico')]);
    await connection.stop();
    expect(t.received.map((m) => [m.waMessageId, m.from, m.type, m.text])).toEqual([
      ['A1', '5511987654321', 'text', 'quero uma geladeira'],
      ['A5', '551133334444', 'text', 'via lid'],
      ['A7', '5511987654321', 'media', ''],
    ]);
    expect(t.received[0]).toMatchObject({ contactName: 'Ana', transport: 'baileys' });
    expect(t.logs()).toContain('LID');
  });

  it('stops: ends the socket, unregisters the transport and reconnects no more', async () => {
    const t = setup();
    const connection = await t.start();
    t.sockets[0]!.update({ connection: 'open' });
    await connection.stop();
    expect(t.sockets[0]!.ended).toBe(true);
    expect(t.transport()).toBeUndefined();
    t.sockets[0]!.close(DisconnectReason.connectionLost);
    expect(t.timers).toHaveLength(0);
  });
});
