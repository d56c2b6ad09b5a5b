import { randomInt, randomUUID } from 'node:crypto';
import { cloudTextWebhook } from '#bot/webhook/sample-webhook.ts';
import { signBody } from '#whatsapp/cloud/signature.ts';

// The traffic of bench/load: every request timed into `samples` while `state.measuring`, and the
// loops of each kind of user (WhatsApp customers, site customers, shops, admins).

/** status 0: no answer (refused, reset, timed out). */
export type Sample = { route: string; ms: number; ok: boolean; status: number; at: number };

export type TrafficConfig = {
  base: string;
  appSecret: string;
  /** Webhook messages a second. */
  rate: number;
  conversations: number;
  city: { estado: string; cidade: string };
};

export function createTraffic({ base, appSecret, rate, conversations, city }: TrafficConfig) {
  const samples: Sample[] = [];
  const state = { measuring: false, acknowledged: 0 };

  async function http(
    route: string,
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string>; cookie?: string } = {},
  ) {
    const started = performance.now();
    let status = 0;
    let text = '';
    let setCookie: string[] = [];
    try {
      const res = await fetch(`${base}${path}`, {
        method: init.method ?? (init.body ? 'POST' : 'GET'),
        headers: {
          'content-type': 'application/json',
          origin: base,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...init.headers,
        },
        body: init.body,
      });
      status = res.status;
      text = await res.text();
      setCookie = res.headers.getSetCookie();
    } catch {
      status = 0;
    }
    const ms = performance.now() - started;
    if (state.measuring)
      samples.push({ route, ms, ok: status >= 200 && status < 300, status, at: Date.now() });
    return { status, text, cookie: setCookie.map((c) => c.split(';')[0]).join('; ') };
  }

  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const mobile = () => `55119${String(randomInt(10 ** 8)).padStart(8, '0')}`;

  function cnpj(): string {
    const digit = (d: string) => {
      let sum = 0;
      for (let i = 0; i < d.length; i++) sum += Number(d[d.length - 1 - i]) * ((i % 8) + 2);
      return sum % 11 < 2 ? 0 : 11 - (sum % 11);
    };
    const b = `${randomInt(10, 99)}${String(randomInt(10 ** 6)).padStart(6, '0')}0001`;
    const first = digit(b);
    return `${b}${first}${digit(`${b}${first}`)}`;
  }

  const customers = Array.from({ length: conversations }, (_, i) => `55118${String(i).padStart(8, '0')}`);

  function webhookBody(from: string): string {
    return JSON.stringify(
      cloudTextWebhook({
        from,
        // Messages of the measured phase are told apart by their id, for the loss count.
        id: `wamid.load.${state.measuring ? 'm' : 'w'}.${randomUUID()}`,
        text: 'Oi, quero uma bicicleta aro 29',
        name: 'Cliente Carga',
      }),
    );
  }

  /** Open loop: `rate` messages a second by the clock, whatever the answers take. */
  async function webhooks(until: number) {
    const started = Date.now();
    let sent = 0;
    const inFlight = new Set<Promise<unknown>>();
    while (Date.now() < until) {
      // Catch up by elapsed time, so a busy event loop does not lower the offered rate.
      const due = Math.floor(((Date.now() - started) / 1000) * rate);
      for (; sent < due; sent++) {
        const body = webhookBody(customers[randomInt(customers.length)] ?? '');
        const p = http('POST /api/whatsapp/webhook', '/api/whatsapp/webhook', {
          body,
          headers: { 'x-hub-signature-256': signBody(body, appSecret) },
        }).then((res) => {
          if (res.status === 200 && body.includes('wamid.load.m.')) state.acknowledged += 1;
          inFlight.delete(p);
        });
        inFlight.add(p);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inFlight);
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function wishes(until: number, categoriaId: number) {
    while (Date.now() < until) {
      await http('POST /api/desejos', '/api/desejos', {
        headers: { 'x-forwarded-for': address() },
        body: JSON.stringify({
          nomeCliente: 'Cliente Carga',
          whatsapp: mobile(),
          ...city,
          categoriaId,
          produtoDesejado: `Furadeira ${randomInt(1e6)}`,
          termosAceitos: true,
        }),
      });
      await sleep(500);
    }
  }

  async function shopLoop(until: number, cookie: string) {
    while (Date.now() < until) {
      const list = await http('GET /api/dashboard/matches', '/api/dashboard/matches?aba=novas', { cookie });
      const first = (JSON.parse(list.text || '{}') as { items?: Array<{ id: string }> }).items?.[0];
      if (first) {
        await http('POST /api/dashboard/matches/:id/oferta', `/api/dashboard/matches/${first.id}/oferta`, {
          cookie,
          body: JSON.stringify({
            valorCentavos: 120_000,
            condicoesPagamento: 'Pix',
            prazoEntrega: 'Amanhã',
            validade: '3',
            observacoes: '',
          }),
        });
      }
      await sleep(500);
    }
  }

  async function adminLoop(until: number, cookie: string) {
    let page = 1;
    while (Date.now() < until) {
      await http('GET /api/admin/lojistas', `/api/admin/lojistas?page=${page}`, { cookie });
      page = (page % 3) + 1;
      await sleep(1_000);
    }
  }

  async function signIn(email: string, password: string) {
    const res = await http('sign-in', '/api/auth/sign-in/email', {
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${res.text}`);
    return res.cookie;
  }

  return { samples, state, http, address, mobile, cnpj, webhooks, wishes, shopLoop, adminLoop, signIn };
}
