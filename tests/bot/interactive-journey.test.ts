import { describe, expect, it } from 'vitest';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { db } from '#prisma/client.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';
import { cloudBotForFile, next, post } from './cloud-webhook-fake.ts';

// A wish completed by taps, on the Cloud API with no model (the guided flow), faked only at the
// Graph API: the customer's summary buttons and correction list (interactive.button_reply and
// list_reply, shaped as Meta sends them), the shop's notice outside the window as the template
// with quick replies, answered with its payload (type button), the shop's offer confirmed with a
// button, and the customer's "Ver ofertas" row closing the wish with that offer.

cloudBotForFile();

const text = (body: string) => ({ type: 'text', text: { body } });
const buttonReply = (id: string, title: string) => ({
  type: 'interactive',
  interactive: { type: 'button_reply', button_reply: { id, title } },
});
const listReply = (id: string, title: string, description = '') => ({
  type: 'interactive',
  interactive: { type: 'list_reply', list_reply: { id, title, description } },
});
const templateButton = (payload: string, buttonText: string) => ({
  type: 'button',
  button: { payload, text: buttonText },
});

type Interactive = {
  type: 'button' | 'list';
  body: { text: string };
  action: {
    buttons?: { reply: { id: string; title: string } }[];
    sections?: { rows: { id: string; title: string; description?: string }[] }[];
  };
};

const interactiveOf = (m: { body: Record<string, unknown> }) => m.body.interactive as Interactive;
const options = (i: Interactive): { id: string; title: string; description?: string }[] =>
  i.type === 'button' ? i.action.buttons!.map((b) => b.reply) : i.action.sections!.flatMap((s) => s.rows);
const option = (i: Interactive, title: string) => {
  const found = options(i).find((o) => o.title === title);
  if (!found) throw new Error(`sem ${title} em ${JSON.stringify(options(i))}`);
  return found;
};

describe('a wish completed by tapping buttons and lists (Cloud API)', () => {
  it('summary buttons, correction list, the shop’s quick reply and the offers list', {
    timeout: 120_000,
  }, async () => {
    const eletro = await db.categoria.findUniqueOrThrow({
      where: { nome_normalizado: 'eletroportateis' },
      select: { id: true },
    });
    const shop = await createShop({
      cidade: 'Maringá',
      estado: 'PR',
      categorias: [eletro.id],
      nomeLoja: 'Café & Cia',
    });
    await db.lojistaPlano.create({
      data: { lojista_id: shop.id, plano_tipo: premiumPlan.plano_tipo, ativo: true, limite_diario: 0 },
    });
    const customer = randomMobile();
    const c = { n: 0 };
    const s = { n: 0 };

    await post(customer, text('quero uma cafeteira expresso Nespresso em Curitiba'));
    const summary = await next(customer, c);
    expect(summary.type).toBe('interactive');
    expect(interactiveOf(summary).body.text).toContain('*Resumo do seu desejo*');
    expect(options(interactiveOf(summary)).map((o) => o.title)).toEqual(['Enviar', 'Corrigir', 'Cancelar']);

    // Corrigir → the correction list → its "Cidade" row → the city typed.
    const corrigir = option(interactiveOf(summary), 'Corrigir');
    await post(customer, buttonReply(corrigir.id, corrigir.title));
    const menu = await next(customer, c);
    expect(interactiveOf(menu)).toMatchObject({ type: 'list', action: { button: 'Corrigir' } });
    const cidade = option(interactiveOf(menu), 'Cidade');
    await post(customer, listReply(cidade.id, cidade.title));
    expect(((await next(customer, c)).body.text as { body: string }).body).toContain('Em qual cidade');
    await post(customer, text('Maringá PR'));
    const fixed = await next(customer, c);
    expect(interactiveOf(fixed).body.text).toContain('Cidade: Maringá/PR');

    // Enviar, whose title the bot never reads: a reworded title still sends.
    await post(customer, buttonReply(option(interactiveOf(fixed), 'Enviar').id, 'Mandar agora'));
    const done = await next(customer, c);
    expect((done.body.text as { body: string }).body).toContain('Seu desejo foi enviado');
    const desejo = await db.desejo.findFirstOrThrow({
      where: { whatsapp_cliente: customer },
      select: { id: true, cidade: true, status: true },
    });
    expect(desejo.cidade).toBe('Maringá');
    const codigo = shortCode(desejo.id);

    // The shop never wrote: the template, with its quick replies carrying the code.
    const notice = await next(shop.whatsapp_loja, s);
    expect(notice.type).toBe('template');
    const components = (notice.body.template as { components: Record<string, unknown>[] }).components;
    const payloads = components
      .filter((x) => x.type === 'button')
      .map((x) => (x.parameters as { payload: string }[])[0]!.payload);
    expect(payloads).toEqual([`ofertar:${codigo}`, `recusar:${codigo}`]);

    // Fazer oferta (template button) → the price for that code → Sim (reply button).
    await post(shop.whatsapp_loja, templateButton(payloads[0]!, 'Fazer oferta'));
    const ask = await next(shop.whatsapp_loja, s);
    expect((ask.body.text as { body: string }).body).toContain(`(código ${codigo})`);
    await post(shop.whatsapp_loja, text('R$ 899 no pix, entrego amanhã'));
    const confirm = await next(shop.whatsapp_loja, s);
    const sim = option(interactiveOf(confirm), 'Sim');
    await post(shop.whatsapp_loja, buttonReply(sim.id, sim.title));
    expect(((await next(shop.whatsapp_loja, s)).body.text as { body: string }).body).toContain(
      'Oferta enviada',
    );
    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: desejo.id },
      select: { id: true },
    });

    // The customer's notice, then "ofertas" as a list whose row closes the wish with the offer.
    await next(customer, c);
    await post(customer, text('ofertas'));
    const list = await next(customer, c);
    expect(interactiveOf(list)).toMatchObject({ type: 'list', action: { button: 'Ver ofertas' } });
    const row = option(interactiveOf(list), 'Café & Cia');
    expect(row.id).toBe(`oferta:${codigo}:${oferta.id}`);
    expect(row.description).toContain('R$ 899,00');
    await post(customer, listReply(row.id, row.title, row.description));
    const closed = await next(customer, c);
    expect((closed.body.text as { body: string }).body).toContain(`Desejo ${codigo} encerrado`);
    const after = await db.desejo.findUniqueOrThrow({ where: { id: desejo.id }, select: { status: true } });
    expect(after.status).toBe('fechado');
    expect(
      (await db.oferta.findUniqueOrThrow({ where: { id: oferta.id }, select: { status: true } })).status,
    ).toBe('aceita');
  });
});
