import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, vi } from 'vitest';
import type { Env } from '#platform/config/env.ts';
import { type OutboxMail, readOutbox } from './mailer.ts';

// Tests read the e-mails the real mail.send job wrote. The job writes under loadEnv().DATA_DIR:
// on PGlite each worker already has a temporary one (its database folder); with DATABASE_URL the
// process gets one here, at import, before anything reads the environment, so no test run ever
// writes to ./data.
if (!process.env.DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  process.env.DATA_DIR = dir;
  afterAll(() => rm(dir, { recursive: true, force: true }));
}

/** Polls the outbox until a message to `to` (and matching `subject`, when given) arrives. */
export async function waitForMail(
  env: Pick<Env, 'DATA_DIR'>,
  to: string,
  subject?: RegExp,
): Promise<OutboxMail> {
  return vi.waitFor(
    async () => {
      const mails = await readOutbox(env);
      const mail = mails.findLast(
        (m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(m.subject)),
      );
      if (!mail) throw new Error(`nenhum e-mail para ${to} ainda`);
      return mail;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** Every message to `to` so far. */
export async function mailsTo(env: Pick<Env, 'DATA_DIR'>, to: string): Promise<OutboxMail[]> {
  return (await readOutbox(env)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** The first link in a text e-mail that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`nenhum link ${prefix} no e-mail "${mail.subject}"`);
  return link;
}
