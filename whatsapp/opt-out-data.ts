import { phoneVariants } from '#domain/whatsapp/phone-variants.ts';
import type { DbClient } from '#prisma/client.ts';

// Every Prisma call on whatsapp_opt_outs (here, below api/, so the delivery itself can check a
// notice queued before the number opted out; api/opt-out is the service over it). A number is looked up in every form WhatsApp or a form
// may have stored it (with or without 55, with or without the ninth digit): a shop registered as
// 5511987654321 that writes from 551187654321 is the same person asking.

const optOutSelect = { phone_number: true, opted_out: true, changed_at: true } as const;

/** The row of any form of the number that is opted out now, else the newest row, else null. */
export async function findOptOut(db: DbClient, phone: string) {
  const rows = await db.whatsappOptOut.findMany({
    where: { phone_number: { in: phoneVariants(phone) } },
    select: optOutSelect,
    orderBy: { changed_at: 'desc' },
  });
  return rows.find((row) => row.opted_out) ?? rows[0] ?? null;
}

/** Which of these numbers are opted out now (each as given). */
export async function findOptedOutPhones(db: DbClient, phones: readonly string[]): Promise<Set<string>> {
  const forms = new Map<string, string>();
  for (const phone of phones) for (const form of phoneVariants(phone)) forms.set(form, phone);
  if (forms.size === 0) return new Set();
  const rows = await db.whatsappOptOut.findMany({
    where: { phone_number: { in: [...forms.keys()] }, opted_out: true },
    select: { phone_number: true },
  });
  return new Set(rows.map((row) => forms.get(row.phone_number)!));
}

export function saveOptOut(
  db: DbClient,
  row: { phone: string; lojistaId: string | null; optedOut: boolean; at: Date },
) {
  const data = { lojista_id: row.lojistaId, opted_out: row.optedOut, changed_at: row.at };
  return db.whatsappOptOut.upsert({
    where: { phone_number: row.phone },
    create: { phone_number: row.phone, ...data },
    update: data,
    select: optOutSelect,
  });
}

/** "Voltar" from any form of the number clears every form's opt-out. */
export function clearOptOuts(db: DbClient, phone: string, at: Date) {
  return db.whatsappOptOut.updateMany({
    where: { phone_number: { in: phoneVariants(phone) }, opted_out: true },
    data: { opted_out: false, changed_at: at },
  });
}
