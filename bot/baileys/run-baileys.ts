import path from 'node:path';
// Renamed: not a React hook, whatever its name says (the linter's hook rules would apply).
import makeWASocket, {
  fetchLatestBaileysVersion,
  useMultiFileAuthState as loadMultiFileAuthState,
} from '@whiskeysockets/baileys';
import QRCode from 'qrcode';
import { receiveInbound } from '#bot/inbound/receive.ts';
import type { Env } from '#platform/config/env.ts';
import type { Logger } from '#platform/logger.ts';
import type { BaileysSocketLike } from '#whatsapp/baileys/socket-like.ts';
import { type BaileysConnection, startBaileysConnection } from './connection.ts';

// The real Baileys socket for `npm run bot:baileys`: auth state on disk under DATA_DIR, the QR
// code in the terminal, Baileys' own logs at warn level through our logger.

export function baileysAuthFolder(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR, 'baileys-auth');
}

// The WhatsApp Web version currently accepted (read from Baileys' repository); the library's
// built-in one when that is unreachable or slow, so an offline start is not held up.
async function latestWhatsappWebVersion(): Promise<[number, number, number] | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), 5_000);
  });
  const latest = fetchLatestBaileysVersion()
    .then((r) => (r.isLatest ? (r.version as [number, number, number]) : undefined))
    .catch(() => undefined);
  try {
    return await Promise.race([latest, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function runBaileys(options: {
  env: Env;
  logger: Logger;
  write?: (text: string) => void;
}): Promise<BaileysConnection> {
  const { env, logger } = options;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const authFolder = baileysAuthFolder(env);
  const baileysLogger = logger.child({ module: 'baileys' }, { level: 'warn' });
  const version = await latestWhatsappWebVersion();

  return startBaileysConnection({
    logger,
    authFolder,
    receive: receiveInbound,
    async openSocket() {
      const { state, saveCreds } = await loadMultiFileAuthState(authFolder);
      const socket = makeWASocket({
        auth: state,
        ...(version ? { version } : {}),
        logger: baileysLogger,
        // The linked phone keeps its notifications; the history is not replayed into the bot.
        markOnlineOnConnect: false,
        syncFullHistory: false,
      });
      socket.ev.on('creds.update', saveCreds);
      return socket as unknown as BaileysSocketLike;
    },
    async showQr(qr) {
      const art = await QRCode.toString(qr, { type: 'terminal', small: true });
      write(`\nEscaneie no WhatsApp do celular (Aparelhos conectados → Conectar um aparelho):\n${art}\n`);
    },
  });
}
