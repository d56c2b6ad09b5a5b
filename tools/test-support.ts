import { randomUUID } from 'node:crypto';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import type { PlanSeed } from '#tests/factories/dashboard.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';
import type { Party } from './party.ts';
import type { ToolContext } from './tool-types.ts';

// Parties and contexts for the tool suites: a customer's conversation row (wishes reference it)
// and a shop with a plan, each with random numbers since suites share the worker's database.

export async function customerParty(contactName: string | null = 'Ana do WhatsApp') {
  const phone = randomMobile();
  const conversation = await db.whatsappConversation.create({
    data: { phone_number: phone, contact_name: contactName },
    select: { id: true },
  });
  return { kind: 'cliente', conversationId: conversation.id, phone, contactName } satisfies Party;
}

/** An approved shop in São Paulo/SP serving the categories, with the plan given (none by default). */
export async function shopParty(options: { categorias: number[]; plan?: PlanSeed; nomeLoja?: string }) {
  const shop = await createShop({
    categorias: options.categorias,
    nomeLoja: options.nomeLoja ?? `Loja ${randomUUID().slice(0, 6)}`,
  });
  if (options.plan) {
    await db.lojistaPlano.create({
      data: {
        lojista_id: shop.id,
        plano_tipo: options.plan.plano_tipo,
        ativo: options.plan.ativo ?? true,
        limite_diario: options.plan.limite_diario ?? 0,
        consultas_hoje: options.plan.consultas_hoje ?? 0,
        data_reset_contador: options.plan.data_reset_contador ?? null,
      },
    });
  }
  const conversation = await db.whatsappConversation.create({
    data: { phone_number: shop.whatsapp_loja, lojista_id: shop.id },
    select: { id: true },
  });
  const party = {
    kind: 'lojista',
    conversationId: conversation.id,
    phone: shop.whatsapp_loja,
    contactName: null,
    lojistaId: shop.id,
    nomeLoja: shop.nome_loja,
  } satisfies Party;
  return { shop, party };
}

export function toolContext(
  party: Party,
  deps: { queue: JobQueue; logger: Logger; now?: Date },
): ToolContext {
  return {
    db,
    queue: deps.queue,
    logger: deps.logger,
    party,
    settings: { wishTtlDays: 7, publicUrl: 'http://localhost:3000' },
    now: deps.now ?? new Date(),
  };
}
