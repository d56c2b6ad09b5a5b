import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { createTraffic } from './load-traffic.ts';

// The processes bench/load runs (the real server, scripts/serve.ts) and the shops it registers
// through the API before the load.

const root = join(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * node itself, not npx, so the pid is the server's for the memory readings. With `profileDir` the
 * process writes a V8 CPU profile there when it exits (scripts/cpu-profile-summary.ts reads it).
 */
export function startProcess(env: Record<string, string>, profileDir?: string): ChildProcess {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until /api/health answers: migrations and the reference seed run first on a fresh database. Up to
 * 5 min: on a shared machine (load average 25 on two cores) a fresh embedded start took 149 s.
 */
export async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; ; i++) {
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    if (res?.ok) return;
    if (i > 600 || child.exitCode !== null) throw new Error('o servidor não ficou pronto');
    await sleep(500);
  }
}

/** SIGTERM, as a deploy stops it: the server drains its handlers and leaves pending jobs stored. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export type Shop = { lojistaId: string; email: string; senhaTemporaria: string };

/** Shops registered from the site and set to receive matches by the admin, as in production. */
export async function registerShops(options: {
  traffic: ReturnType<typeof createTraffic>;
  adminCookie: string;
  count: number;
  categoriaId: number;
  city: { estado: string; cidade: string };
}): Promise<Shop[]> {
  const { http, address, mobile, cnpj } = options.traffic;
  const shops: Shop[] = [];
  for (let i = 0; i < options.count; i++) {
    const registered = await http('cadastro', '/api/parceiros/cadastro-rapido', {
      headers: { 'x-forwarded-for': address() },
      body: JSON.stringify({
        nomeLoja: `Loja Carga ${i}`,
        cnpj: cnpj(),
        email: `loja-carga-${i}-${randomInt(1e6)}@exemplo.com.br`,
        whatsappLoja: mobile(),
        nomeRepresentante: 'Rita Carga',
        whatsappRepresentante: mobile(),
        ...options.city,
        categorias: [options.categoriaId],
        termosAceitos: true,
      }),
    });
    const shop = JSON.parse(registered.text) as Shop;
    await http('aprovar', `/api/admin/lojistas/${shop.lojistaId}/receber-matches`, {
      method: 'PATCH',
      cookie: options.adminCookie,
      body: JSON.stringify({ receberMatches: true }),
    });
    shops.push(shop);
  }
  return shops;
}

// Premium, so offers are never refused by a daily limit during the soak. No route makes a shop
// Premium without a payment, so the bench writes it to the database.
export const MAKE_PREMIUM = `UPDATE lojista_planos SET plano_tipo = 'premium', ativo = true WHERE lojista_id = ANY($1::uuid[])`;
