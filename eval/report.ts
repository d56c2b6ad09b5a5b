import type { ConfirmationResult } from './confirmation-case.ts';
import type { CustomerResult } from './customer-case.ts';
import type { Mode } from './harness.ts';
import type { GibberishResult, IntentResult } from './intent-case.ts';
import { productProblems, truncate } from './scoring.ts';
import type { ShopResult } from './shop-case.ts';
import type { Figures } from './thresholds.ts';

// What a run prints: per section a table of every failing case (its text, what was expected,
// what happened, the bot's last reply), then one summary line per section, and the figures as
// JSON (the caller prints them as the last line).

export type ModeResults = {
  mode: Mode;
  seconds: number;
  customers: CustomerResult[];
  shops: ShopResult[];
  intents: IntentResult[];
  gibberish: GibberishResult[];
  confirmations: ConfirmationResult[];
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const rate = (hits: number, total: number) => (total === 0 ? null : round3(hits / total));
const mean = (values: number[]) =>
  values.length === 0 ? null : round3(values.reduce((a, b) => a + b, 0) / values.length);
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

export function figuresOf(r: ModeResults): Figures {
  const withBrand = r.customers.filter((x) => x.c.brand !== undefined);
  const withCategory = r.customers.filter((x) => x.c.category_any !== undefined);
  const priced = r.shops.filter((x) => x.c.kind === 'price');
  const declines = r.shops.filter((x) => x.c.kind === 'declines');
  return {
    customer: {
      cases: r.customers.length,
      city: rate(
        count(r.customers, (x) => x.scores.city),
        r.customers.length,
      ),
      uf: rate(
        count(r.customers, (x) => x.scores.uf),
        r.customers.length,
      ),
      product: rate(
        count(r.customers, (x) => x.scores.product),
        r.customers.length,
      ),
      brand: rate(
        count(withBrand, (x) => x.scores.brand === true),
        withBrand.length,
      ),
      category: rate(
        count(withCategory, (x) => x.scores.category === true),
        withCategory.length,
      ),
      journeys: rate(
        count(r.customers, (x) => x.scores.journey),
        r.customers.length,
      ),
      messages_per_wish: mean(r.customers.filter((x) => x.wish).map((x) => x.messages)),
    },
    shop: {
      cases: r.shops.length,
      price: rate(
        count(priced, (x) => x.pass),
        priced.length,
      ),
      declines: rate(
        count(declines, (x) => x.pass),
        declines.length,
      ),
      messages_per_offer: mean(r.shops.filter((x) => x.offerCents !== null).map((x) => x.messages)),
    },
    intents: rate(
      count(r.intents, (x) => x.pass),
      r.intents.length,
    ),
    confirmations: rate(
      count(r.confirmations, (x) => x.pass),
      r.confirmations.length,
    ),
    gibberish_wishes: r.gibberish.reduce((sum, x) => sum + x.wishes, 0),
  };
}

const cell = (value: string) => value.replace(/\|/g, '/');
const quote = (value: string | null, max: number) => (value ? `"${truncate(value, max)}"` : '—');
const botSaid = (x: { lastReply: string | null; problem?: string }) =>
  [x.problem, `bot: ${quote(x.lastReply, 90)}`].filter(Boolean).join('; ');

function table(title: string, rows: [number, string, string, string][], total: number): string[] {
  const head = `${title}: ${rows.length} de ${total} caso(s) falharam`;
  if (rows.length === 0) return [head, ''];
  return [
    head,
    '| # | texto | esperado | aconteceu |',
    '|---|---|---|---|',
    ...rows.map(([i, text, expected, got]) => `| ${i} | ${cell(text)} | ${cell(expected)} | ${cell(got)} |`),
    '',
  ];
}

function customerRow(x: CustomerResult): string {
  const w = x.wish;
  if (!w) return `sem desejo após ${x.messages} mensagem(ns); ${botSaid(x)}`;
  const s = x.scores;
  const parts = [
    !s.city && `cidade ${w.cidade}`,
    !s.uf && `UF ${w.estado}`,
    !s.product &&
      `produto "${truncate(w.produto_desejado, 50)}" (${productProblems(w.produto_desejado, x.c).join(', ')})`,
    s.brand === false && `marca ${w.marca ?? '—'}`,
    s.category === false && `categoria ${w.categoria ?? '—'}`,
    !s.journey && 'nenhuma loja recebeu',
  ].filter(Boolean);
  return `${parts.join('; ')}; ${x.messages} msg; ${botSaid(x)}`;
}

function customerExpected(x: CustomerResult): string {
  return [`${x.c.city}/${x.c.uf}`, `"${x.c.product_contains}"`, x.c.brand, x.c.category_any?.join(' ou ')]
    .filter(Boolean)
    .join(' · ');
}

const reais = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

function shopRow(x: ShopResult): string {
  const what =
    x.offerCents !== null
      ? `oferta de ${reais(x.offerCents)}`
      : x.declined
        ? 'recusou'
        : 'sem oferta nem recusa';
  return `${what}; ${x.messages} msg; ${botSaid(x)}`;
}

const isFailing = (x: CustomerResult) => Object.values(x.scores).some((ok) => ok === false);

export function reportLines(r: ModeResults): string[] {
  const label = r.mode === 'guided' ? 'Modo guiado' : 'Modo agente';
  const numbered = <T>(items: T[]) => items.map((item, i) => ({ item, i: i + 1 }));
  const lines = [
    ...table(
      `${label} — clientes`,
      numbered(r.customers)
        .filter(({ item }) => isFailing(item))
        .map(({ item, i }) => [i, truncate(item.c.text, 60), customerExpected(item), customerRow(item)]),
      r.customers.length,
    ),
    ...table(
      `${label} — lojas`,
      numbered(r.shops)
        .filter(({ item }) => !item.pass)
        .map(({ item, i }) => [
          i,
          truncate(item.c.text, 60),
          item.c.kind === 'declines' ? 'recusa' : item.c.prices.map(reais).join(' ou '),
          shopRow(item),
        ]),
      r.shops.length,
    ),
    ...table(
      `${label} — intenções`,
      numbered(r.intents)
        .filter(({ item }) => !item.pass)
        .map(({ item, i }) => [
          i,
          truncate(item.c.text, 60),
          item.c.intent,
          `${item.got ?? 'nenhuma'}${item.newWishes > 0 ? `; ${item.newWishes} desejo(s) novo(s)` : ''}; ${botSaid(item)}`,
        ]),
      r.intents.length,
    ),
    ...table(
      `${label} — frases sem sentido como primeira mensagem`,
      numbered(r.gibberish)
        .filter(({ item }) => item.wishes > 0)
        .map(({ item, i }) => [
          i,
          truncate(item.c.text, 60),
          'nenhum desejo',
          `${item.wishes} desejo(s); ${botSaid(item)}`,
        ]),
      r.gibberish.length,
    ),
    ...table(
      `${label} — confirmações`,
      numbered(r.confirmations)
        .filter(({ item }) => !item.pass)
        .map(({ item, i }) => [
          i,
          truncate(item.c.text, 60),
          item.c.answer === 'sim' ? 'desejo enviado' : 'nada enviado',
          `${item.hasWish ? 'desejo criado' : 'sem desejo'}; ${botSaid(item)}`,
        ]),
      r.confirmations.length,
    ),
  ];
  return [...lines, ...summaryLines(r)];
}

const fmt = (value: number | null) => (value === null ? '—' : String(value));
const ratio = (hits: number, total: number) => `${fmt(rate(hits, total))} (${hits}/${total})`;

function summaryLines(r: ModeResults): string[] {
  const f = figuresOf(r);
  const c = r.customers;
  const withBrand = c.filter((x) => x.scores.brand !== undefined);
  const withCategory = c.filter((x) => x.scores.category !== undefined);
  const priced = r.shops.filter((x) => x.c.kind === 'price');
  const declines = r.shops.filter((x) => x.c.kind === 'declines');
  const label = r.mode === 'guided' ? 'guiado' : 'agente';
  return [
    `Resumo (${label}, ${r.seconds} s):`,
    `  clientes (${c.length}): cidade ${ratio(
      count(c, (x) => x.scores.city),
      c.length,
    )} · UF ${ratio(
      count(c, (x) => x.scores.uf),
      c.length,
    )} · produto ${ratio(
      count(c, (x) => x.scores.product),
      c.length,
    )} · marca ${ratio(
      count(withBrand, (x) => !!x.scores.brand),
      withBrand.length,
    )} · categoria ${ratio(
      count(withCategory, (x) => !!x.scores.category),
      withCategory.length,
    )} · jornadas ${ratio(
      count(c, (x) => x.scores.journey),
      c.length,
    )} · mensagens por desejo ${fmt(f.customer.messages_per_wish)}`,
    `  lojas (${r.shops.length}): preço ${ratio(
      count(priced, (x) => x.pass),
      priced.length,
    )} · recusas ${ratio(
      count(declines, (x) => x.pass),
      declines.length,
    )} · mensagens por oferta ${fmt(f.shop.messages_per_offer)}`,
    `  intenções: ${ratio(
      count(r.intents, (x) => x.pass),
      r.intents.length,
    )}`,
    `  confirmações: ${ratio(
      count(r.confirmations, (x) => x.pass),
      r.confirmations.length,
    )}`,
    `  desejos criados por frases sem sentido: ${f.gibberish_wishes} (${r.gibberish.length} frase(s) nao_entendido)`,
    '',
  ];
}

type WithTranscript = { transcript?: string[] };

/** The whole conversation of every failing case (--transcripts), numbered as in the tables. */
export function transcriptLines(r: ModeResults): string[] {
  const label = r.mode === 'guided' ? 'guiado' : 'agente';
  const sections: [string, WithTranscript[]][] = [
    ['clientes', r.customers],
    ['lojas', r.shops],
    ['intenções', r.intents],
    ['frases sem sentido', r.gibberish],
    ['confirmações', r.confirmations],
  ];
  return sections.flatMap(([section, items]) =>
    items.flatMap((x, i) =>
      x.transcript
        ? [`--- ${label} · ${section} #${i + 1}`, ...x.transcript.map((line) => `  ${line}`), '']
        : [],
    ),
  );
}
