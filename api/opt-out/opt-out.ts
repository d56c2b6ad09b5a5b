import type { DbClient } from '#prisma/client.ts';
import { clearOptOuts, findOptedOutPhones, findOptOut, saveOptOut } from '#whatsapp/opt-out-data.ts';

// Meta's policy: a person who asks us to stop ("PARAR", "SAIR", "STOP", "não quero mais receber
// mensagens") gets no business-initiated message until they ask to come back ("VOLTAR"). Replies
// to what they write are not business-initiated and still go. Customers and shops alike; for a
// shop it also means no new opportunities (matching reads lojista_id here).

export type OptOutChange = {
  /** Opted out after the call. */
  optedOut: boolean;
  /** The call changed nothing: the number was already in that state (the bot says so once). */
  unchanged: boolean;
  changedAt: Date | null;
};

export async function stopBusinessMessages(options: {
  db: DbClient;
  phone: string;
  lojistaId: string | null;
  now: Date;
}): Promise<OptOutChange> {
  const { db, phone, now } = options;
  const current = await findOptOut(db, phone);
  if (current?.opted_out) return { optedOut: true, unchanged: true, changedAt: current.changed_at };
  await saveOptOut(db, { phone, lojistaId: options.lojistaId, optedOut: true, at: now });
  return { optedOut: true, unchanged: false, changedAt: now };
}

export async function resumeBusinessMessages(options: {
  db: DbClient;
  phone: string;
  now: Date;
}): Promise<OptOutChange> {
  const { count } = await clearOptOuts(options.db, options.phone, options.now);
  return { optedOut: false, unchanged: count === 0, changedAt: count === 0 ? null : options.now };
}

export async function isOptedOut(options: { db: DbClient; phone: string }): Promise<boolean> {
  return (await findOptOut(options.db, options.phone))?.opted_out === true;
}

/** The opted-out numbers among these (as given): the /gestao conversation list marks them. */
export function optedOutAmong(options: { db: DbClient; phones: readonly string[] }) {
  return findOptedOutPhones(options.db, options.phones);
}
