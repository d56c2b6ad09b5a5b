import { saoPauloDayStart, saoPauloYmd } from '#domain/dates.ts';
import {
  REDIRECT_PATH,
  type RedirectSettings,
  type RedirectStats,
} from '#domain/whatsapp-redirect/redirect-settings.ts';
import type { Env } from '#platform/config/env.ts';
import type { Logger } from '#platform/logger.ts';
import { writeBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';
import { readRedirectNumber } from '../../whatsapp-redirect/redirect-data.ts';
import { findRedirectNumber } from '../../whatsapp-redirect/service.ts';
import { countSuccessfulRedirects } from './redirect-settings-data.ts';

// The dashboard's "Redirect WhatsApp QR Code" (spec 001 §2.2): the number /whatsapp opens, the
// address its QR code encodes, and how many visits reached WhatsApp.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The public redirect page on the site's own origin (PUBLIC_URL, else the local server). */
export function redirectPageUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return `${origin}${REDIRECT_PATH}`;
}

export async function readRedirectSettings(options: {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'SUPPORT_WHATSAPP'>;
  logger: Logger;
}): Promise<RedirectSettings> {
  const { db, env, logger } = options;
  // The number as the redirect page reads it (any of the three stored forms), so what the admin
  // sees is what visitors reach.
  const numero = await readRedirectNumber(db);
  const { numero: destino } = await findRedirectNumber({ db, fallback: env.SUPPORT_WHATSAPP, logger });
  return { numero, destino, url: redirectPageUrl(env) };
}

/**
 * Stores the number as its plain digit string (already validated by redirectNumberSchema),
 * recording the admin who changed it (spec 001 §7).
 */
export async function saveRedirectNumber(options: { db: Db; numero: string; updatedBy: string }) {
  await writeBotConfig(options.db, 'whatsapp_redirect_number', options.numero, options.updatedBy);
  return { numero: options.numero };
}

/**
 * Successful redirects (spec 001 §9): today since midnight in São Paulo, the last 7 and 30 days
 * counted back from now (rolling windows, as the spec's "7 days ago"), and all of them.
 */
export async function readRedirectStats(options: { db: Db; now?: Date }): Promise<RedirectStats> {
  const now = options.now ?? new Date();
  return countSuccessfulRedirects(options.db, {
    hoje: saoPauloDayStart(saoPauloYmd(now)),
    ultimos7Dias: new Date(now.getTime() - 7 * DAY_MS),
    ultimos30Dias: new Date(now.getTime() - 30 * DAY_MS),
  });
}
