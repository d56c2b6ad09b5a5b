import { randomInt, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import request from 'supertest';
import { createAuth } from '#api/auth/auth.ts';
import {
  signIn,
  signUp,
  testAuthEnv,
  testOrigin,
  uniqueEmail,
  unlimitedRateLimitStore,
} from '#api/auth/auth-test-client.ts';
import type { Env } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { createLogger, type Logger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';

// Factories and a test app for the shop registration suites. Every value is random: other test
// files share the worker's database.

function checkDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * ((i % 8) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CNPJ with valid check digits, digits only. */
export function randomCnpj(): string {
  const base = `${Array.from({ length: 8 }, () => randomInt(10)).join('')}0001`;
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(`${base}${first}`)}`;
}

/** A São Paulo mobile number with country code: 55 11 9XXXXXXXX. */
export function randomMobile(): string {
  return `55119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const maskCnpj = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

/** Log lines written by a test app, kept in memory. */
export function memoryLogger(): { logger: Logger; text(): string } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    logger: createLogger({ level: 'trace', pretty: false, destination }),
    text: () => chunks.join(''),
  };
}

export type Enqueued = { name: string; payload: unknown; jobId?: string };

/** The in-process queue, not started, recording what is enqueued. `fail` makes enqueue throw. */
export function recordingQueue(logger: Logger, options: { fail?: boolean } = {}) {
  const inner = createMemoryQueue({ logger });
  const enqueued: Enqueued[] = [];
  const queue: JobQueue = {
    ...inner,
    async enqueue(def, payload, enqueueOptions) {
      if (options.fail) throw new Error('fila indisponível (teste)');
      const id = await inner.enqueue(def, payload, enqueueOptions);
      enqueued.push({ name: def.name, payload, jobId: enqueueOptions?.jobId });
      return id;
    },
  };
  return { queue, enqueued };
}

export type TestApp = {
  app: Express;
  env: Env;
  auth: ReturnType<typeof createAuth>;
  logs(): string;
  enqueued: Enqueued[];
  queue: JobQueue;
};

// Sign-up and sign-in limits (api/auth/rate-limit.ts) are tested with auth; these suites create
// many accounts from one address, so their test apps count nothing.
export function createTestApp(options: { failQueue?: boolean; env?: Record<string, string> } = {}): TestApp {
  const env = testAuthEnv(options.env);
  const { logger, text } = memoryLogger();
  const { queue, enqueued } = recordingQueue(logger, { fail: options.failQueue });
  const auth = createAuth({ db, env, queue, rateLimitStore: unlimitedRateLimitStore });
  return { app: createApp({ env, logger, auth, queue }), env, auth, logs: text, enqueued, queue };
}

/**
 * A confirmed, signed-in user without a shop: the session cookie and the account. The e-mail is
 * marked confirmed in the database, standing in for the confirmation link.
 */
export async function signedInUser(test: TestApp, name = 'Maria Lojista') {
  const email = uniqueEmail('lojista').toLowerCase();
  const password = `senha-${randomUUID()}`;
  const created = await signUp(test.auth, email, password, name);
  if (created.status !== 200) throw new Error(`sign-up falhou: ${created.status}`);
  await db.user.update({ where: { email }, data: { emailVerified: true } });
  const login = await signIn(test.auth, email, password);
  if (login.status !== 200) throw new Error(`sign-in falhou: ${login.status}`);
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { cookie: login.cookie, email, userId: user.id };
}

export function api(test: TestApp) {
  return {
    get: (path: string, cookie?: string) => {
      const req = request(test.app).get(path).set('Origin', testOrigin);
      return cookie ? req.set('Cookie', cookie) : req;
    },
    post: (path: string, body: unknown, cookie?: string) => {
      const req = request(test.app)
        .post(path)
        .set('Origin', testOrigin)
        .send(body as object);
      return cookie ? req.set('Cookie', cookie) : req;
    },
    delete: (path: string, cookie?: string) => {
      const req = request(test.app).delete(path).set('Origin', testOrigin);
      return cookie ? req.set('Cookie', cookie) : req;
    },
  };
}

/** Two categories with subcategories, and a subcategory of a third one. */
export async function pickCategories() {
  const categorias = await db.categoria.findMany({
    where: { subcategorias: { some: {} } },
    orderBy: { id: 'asc' },
    take: 3,
    select: { id: true, subcategorias: { select: { id: true }, orderBy: { id: 'asc' }, take: 2 } },
  });
  const [a, b, c] = categorias;
  if (!a || !b || !c) throw new Error('o seed não tem categorias com subcategorias');
  return {
    chosen: [a.id, b.id],
    subsOfChosen: [a.subcategorias[0]!.id, b.subcategorias[0]!.id],
    subOfOther: c.subcategorias[0]!.id,
  };
}

/** An active association with an active associate for `cnpj`. */
export async function createMembership(
  cnpj: string,
  options: { ativo?: boolean; associadoAtivo?: boolean } = {},
) {
  return db.associacaoParceira.create({
    data: {
      nome: `Associação Comercial ${randomUUID().slice(0, 8)}`,
      ativo: options.ativo ?? true,
      associados: {
        create: { documento: cnpj, nome_completo: 'Loja Associada', ativo: options.associadoAtivo ?? true },
      },
    },
    select: { id: true, nome: true },
  });
}

/** Row counts of every table a registration writes. */
export async function registrationCounts() {
  const [lojistas, planos, categorias, subcategorias, roles, users, accounts] = await Promise.all([
    db.lojista.count(),
    db.lojistaPlano.count(),
    db.lojistaCategoria.count(),
    db.lojistaSubcategoria.count(),
    db.userRole.count(),
    db.user.count(),
    db.account.count(),
  ]);
  return { lojistas, planos, categorias, subcategorias, roles, users, accounts };
}
