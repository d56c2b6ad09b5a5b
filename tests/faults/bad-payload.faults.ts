import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotTestRuntime } from '#bot/test-support.ts';
import { cleanUserText } from '#domain/user-text.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { signBody } from '#whatsapp/cloud/signature.ts';
import { eventually, type FaultRow, printFaultTable } from './support/fault-table.ts';
import { type IntakeCase, startIntakeCase } from './support/webhook-server.ts';

// Case: webhook bodies whose every user-controlled field carries NUL, other control characters,
// lone surrogates or bidi controls (profile name, wamid, sender, type, text, caption, edits,
// system notices, status errors), each beside a normal message from another customer, signed
// with the app secret and posted to the real route, on PostgreSQL and Redis. Before, one NUL in a
// profile name failed the whole body eight times and lost every message in it. Now every message
// that has a sender is stored once (cleaned, or kept as rejected with the reason), the normal
// ones and the cleaned texts are answered, events are not, and a redelivery of every body changes
// nothing.

const SECRET = `segredo-${randomUUID()}`;
let intake: IntakeCase;
let bot: BotTestRuntime;
let url: string;

beforeAll(async () => {
  intake = await startIntakeCase({ WHATSAPP_APP_SECRET: SECRET });
  bot = intake.bot;
  url = intake.webhook.url;
});

afterAll(async () => {
  await intake?.close();
});

/** What one message should become: stored under `wamid` and answered, or kept without an answer. */
type Expect = { wamid: string; from: string; answered: boolean };
type Body = { raw: string; expected: Expect[]; unreadable: number };

const seconds = () => String(Math.floor(Date.now() / 1000));

function body(messages: unknown[], contacts: unknown[], statuses: unknown[] = []) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', contacts, messages, statuses },
          },
        ],
      },
    ],
  });
}

/** A bad message with `mark` in every field it can carry, beside a normal one of another customer. */
function mixed(mark: string, kind: 'text' | 'image' | 'interactive'): Body {
  const [bad, good] = [randomMobile(), randomMobile()];
  const badId = `wamid.${mark}${randomUUID()}${mark}`;
  const goodId = `wamid.${randomUUID()}`;
  const content =
    kind === 'text'
      ? { type: `te${mark}xt`, text: { body: `Quero ${mark}um sofá${mark}` } }
      : kind === 'image'
        ? { type: `image${mark}`, image: { id: 'm', caption: `essa ${mark}cor${mark}` } }
        : {
            type: 'interactive',
            interactive: { type: 'list_reply', list_reply: { id: `l${mark}`, title: `Mó${mark}veis` } },
          };
  // A lone surrogate in a number is no digit: the sender keeps the mark only where it cleans away.
  const fromMark = /[\uD800-\uDFFF]/.test(mark) ? '' : mark;
  return {
    raw: body(
      [
        { from: `${bad.slice(0, 4)}${fromMark}${bad.slice(4)}`, id: badId, timestamp: seconds(), ...content },
        { from: good, id: goodId, timestamp: seconds(), type: 'text', text: { body: 'Quero uma geladeira' } },
      ],
      [
        { wa_id: bad, profile: { name: `Ana${mark} Cliente${mark}` } },
        { wa_id: good, profile: { name: 'Bia' } },
      ],
      [
        {
          id: `wamid.${mark}x`,
          status: 'failed',
          timestamp: seconds(),
          errors: [{ code: 1, title: `erro${mark}` }],
        },
      ],
    ),
    expected: [
      { wamid: cleanUserText(badId), from: bad, answered: true },
      { wamid: goodId, from: good, answered: true },
    ],
    unreadable: 0,
  };
}

/** A broken timestamp (kept as rejected), no sender at all (only logged), and a normal neighbour. */
function broken(): Body {
  const [odd, good] = [randomMobile(), randomMobile()];
  const oddId = `wamid.${randomUUID()}`;
  const goodId = `wamid.${randomUUID()}`;
  return {
    raw: body(
      [
        { from: odd, id: oddId, timestamp: 'ontem\u0000', type: 'text', text: { body: 'oi' } },
        {
          from: '\uD800\u202E',
          id: `wamid.${randomUUID()}`,
          timestamp: seconds(),
          type: 'text',
          text: { body: 'x' },
        },
        { from: good, id: goodId, timestamp: seconds(), type: 'text', text: { body: 'Tem fogão?' } },
      ],
      [],
    ),
    expected: [
      { wamid: oddId, from: odd, answered: false },
      { wamid: goodId, from: good, answered: true },
    ],
    unreadable: 1,
  };
}

/** Number and identity changes, an edit and a delete, with bad characters, beside a normal message. */
function events(mark: string): Body {
  const [who, moved, good] = [randomMobile(), randomMobile(), randomMobile()];
  const ids = [1, 2, 3, 4].map((n) => `wamid.${mark}${n}${randomUUID()}`);
  const goodId = `wamid.${randomUUID()}`;
  return {
    raw: body(
      [
        {
          from: who,
          id: ids[0],
          timestamp: seconds(),
          type: 'system',
          system: { body: `User ${mark}X changed`, wa_id: moved, type: 'user_changed_number' },
        },
        {
          from: moved,
          id: ids[1],
          timestamp: seconds(),
          type: 'system',
          system: { body: mark, type: 'customer_identity_changed' },
        },
        {
          from: moved,
          id: ids[2],
          timestamp: seconds(),
          type: 'edit',
          edit: {
            original_message_id: `o${mark}`,
            message: { type: 'text', text: { body: `novo ${mark}texto` } },
          },
        },
        {
          from: moved,
          id: ids[3],
          timestamp: seconds(),
          type: 'revoke',
          revoke: { original_message_id: `o${mark}` },
        },
        { from: good, id: goodId, timestamp: seconds(), type: 'text', text: { body: 'Quero um fogão' } },
      ],
      [{ wa_id: moved, profile: { name: `Novo${mark}` } }],
    ),
    expected: [
      ...ids.map((id) => ({ wamid: cleanUserText(id as string), from: moved, answered: false })),
      { wamid: goodId, from: good, answered: true },
    ],
    unreadable: 0,
  };
}

async function post(raw: string): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(raw, SECRET) },
    body: raw,
  });
  await res.arrayBuffer();
  return res.status;
}

type Counted = {
  sent: number;
  stored: number;
  answered: number;
  expectedAnswers: number;
  lost: number;
  stuck: number;
  extra: number;
};

async function count(bodies: Body[]): Promise<Counted> {
  const expected = bodies.flatMap((b) => b.expected);
  const rows = await db.whatsappMessage.findMany({
    where: { wa_message_id: { in: expected.map((e) => e.wamid) }, direction: 'inbound' },
    select: { wa_message_id: true, status: true, conversation_id: true },
  });
  const stored = new Map(rows.map((r) => [r.wa_message_id, r]));
  let answered = 0;
  let extra = 0;
  for (const e of expected) {
    const row = stored.get(e.wamid);
    if (!row) continue;
    const replies = await db.whatsappMessage.count({
      where: { conversation_id: row.conversation_id, direction: 'outbound' },
    });
    if (e.answered && replies > 0) answered += 1;
    // An event's or a rejected message's own conversation gets no reply.
    if (!e.answered && replies > 0) extra += 1;
  }
  return {
    sent: expected.length + bodies.reduce((n, b) => n + b.unreadable, 0),
    stored: stored.size,
    answered,
    expectedAnswers: expected.filter((e) => e.answered).length,
    lost: expected.length - stored.size,
    stuck: rows.filter((r) => r.status === 'received').length,
    extra,
  };
}

/** Both queues idle: the redelivered bodies were worked, and any turn they asked for ran. */
async function drained() {
  await eventually(
    async () => {
      let busy = 0;
      for (const queue of [bot.runtime.jobs, bot.runtime.conversations]) {
        const stats = await queue.stats();
        busy += (stats.waiting ?? 0) + (stats.active ?? 0) + (stats.delayed ?? 0);
      }
      return busy === 0;
    },
    { what: 'filas vazias' },
  );
}

async function settled(bodies: Body[]): Promise<Counted> {
  return eventually(
    async () => {
      const c = await count(bodies);
      return c.stored === c.sent - bodies.reduce((n, b) => n + b.unreadable, 0) &&
        c.answered === c.expectedAnswers &&
        c.stuck === 0
        ? c
        : null;
    },
    { timeoutMs: 60_000, what: 'mensagens gravadas e respondidas' },
  );
}

describe('bodies with bad characters in every user-controlled field', () => {
  it('stores every message with a sender once, answers the normal and cleaned ones, loses none', async () => {
    const steps: { step: string; bodies: Body[]; note: string }[] = [
      {
        step: '1. NUL e controles',
        bodies: [mixed('\u0000', 'text'), mixed('\u0007\u001b', 'image'), mixed('\u0000', 'interactive')],
        note: 'limpos e respondidos',
      },
      {
        step: '2. surrogates isolados',
        bodies: [mixed('\uD800', 'text'), mixed('\uDFFF', 'image')],
        note: 'viram U+FFFD',
      },
      {
        step: '3. bidi (U+202E, U+2066)',
        bodies: [mixed('\u202E', 'text'), mixed('\u2066\u200F', 'interactive')],
        note: 'removidos',
      },
      {
        step: '4. timestamp quebrado, sem remetente',
        bodies: [broken()],
        note: '1 rejeitada na conversa, 1 sem remetente só no log',
      },
      {
        step: '5. eventos (número, identidade, edição, exclusão)',
        bodies: [events('\u0000\u202E')],
        note: 'registrados, sem resposta',
      },
    ];
    const rows: FaultRow[] = [];
    const all: Body[] = [];
    for (const { step, bodies, note } of steps) {
      const statuses = await Promise.all(bodies.map((b) => post(b.raw)));
      expect(statuses.every((s) => s === 200)).toBe(true);
      const c = await settled(bodies);
      all.push(...bodies);
      rows.push({
        step,
        sent: `${bodies.length} corpos, ${c.sent} mensagens`,
        stored: String(c.stored),
        answered: `${c.answered}/${c.expectedAnswers}`,
        lost: String(c.lost),
        stuck: String(c.stuck),
        note: c.extra > 0 ? `${note}; ${c.extra} respostas indevidas` : note,
      });
      expect(c.lost).toBe(0);
      expect(c.extra).toBe(0);
    }
    // Meta redelivers every body: nothing stored twice, nothing answered twice.
    const outboundBefore = await db.whatsappMessage.count({ where: { direction: 'outbound' } });
    const again = await Promise.all(all.map((b) => post(b.raw)));
    await drained();
    const total = await settled(all);
    const duplicates = await db.whatsappMessage.groupBy({
      by: ['wa_message_id'],
      where: { wa_message_id: { in: all.flatMap((b) => b.expected.map((e) => e.wamid)) } },
      _count: true,
      having: { wa_message_id: { _count: { gt: 1 } } },
    });
    const outboundAfter = await db.whatsappMessage.count({ where: { direction: 'outbound' } });
    rows.push({
      step: '6. reentrega de todos os corpos',
      sent: `${again.length} corpos → ${again.filter((s) => s === 200).length}×200`,
      stored: `${total.stored}, duplicadas ${duplicates.length}`,
      answered: `${total.answered}/${total.expectedAnswers}, ${outboundAfter - outboundBefore} respostas novas`,
      lost: String(total.lost),
      stuck: String(total.stuck),
    });
    printFaultTable('Caso: corpos com caracteres inválidos em todos os campos do usuário', rows);

    expect(duplicates).toEqual([]);
    expect(outboundAfter).toBe(outboundBefore);
    expect(total.lost).toBe(0);
    expect(total.stuck).toBe(0);
    // Nothing stored keeps a NUL, a bidi control or a lone surrogate.
    const dirty = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM whatsapp_messages m JOIN whatsapp_conversations c ON c.id = m.conversation_id
      WHERE m.wa_message_id = ANY(${all.flatMap((b) => b.expected.map((e) => e.wamid))})
        AND (m.message_text ~ '[\u202A-\u202E\u2066-\u2069\u200E\u200F]' OR c.contact_name ~ '[\u202A-\u202E\u2066-\u2069\u200F]'
          OR m.wa_message_id ~ '[\u202A-\u202E\u2066-\u2069]')`;
    expect(Number(dirty[0]?.n)).toBe(0);
  });
});
