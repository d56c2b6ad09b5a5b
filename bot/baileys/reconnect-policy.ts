import { DisconnectReason } from '@whiskeysockets/baileys';

// What to do when the Baileys socket closes. Only a logged-out session is final (the phone
// unlinked this device); every other close reconnects, at once after the restart WhatsApp asks
// for right after the QR scan, otherwise with an exponential backoff capped at 30 s.

export type CloseDecision = { action: 'reconnect'; delayMs: number } | { action: 'logged-out' };

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** The status code of lastDisconnect.error (a Boom carries it under output.statusCode). */
export function disconnectStatus(error: unknown): number | undefined {
  const output = (error as { output?: { statusCode?: unknown } } | undefined)?.output;
  return typeof output?.statusCode === 'number' ? output.statusCode : undefined;
}

/** `attempt`: closes in a row since the last open connection, starting at 0. */
export function decideOnClose(status: number | undefined, attempt: number): CloseDecision {
  if (status === DisconnectReason.loggedOut) return { action: 'logged-out' };
  if (status === DisconnectReason.restartRequired) return { action: 'reconnect', delayMs: 0 };
  return { action: 'reconnect', delayMs: Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt)) };
}

export function relinkInstructions(authFolder: string): string {
  return [
    'O WhatsApp desconectou este aparelho (sessão encerrada no celular).',
    `Para vincular de novo: pare o processo, apague a pasta ${authFolder}`,
    'e rode "npm run bot:baileys" outra vez para ler o novo QR code.',
  ].join(' ');
}
