import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '#api/auth/admin-account.ts';
import { createAuth } from '#api/auth/auth.ts';
import {
  randomAddress,
  startTestQueue,
  testAuthEnv,
  testBrowser,
  testRateLimitStore,
} from '#api/auth/auth-test-client.ts';
import { authRateLimits } from '#api/auth/rate-limit.ts';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';
import { printTable } from './print-table.ts';

// Nobody can lock the admin out by failing on purpose, and guessing is still slowed
// (api/auth/sign-in-throttle.ts). Each scenario attacks a fresh admin account whose owner signed in
// once before from a browser (the "known browser", which keeps the device cookie); after the
// attack the right password is tried from a clean address and from that browser. Limits on the
// store production uses: Redis with REDIS_URL, in-process otherwise.

const queue = await startTestQueue();
const store = testRateLimitStore();
const env = testAuthEnv();
const auth = createAuth({ db, env, queue, rateLimitStore: store });
const app = createApp({ env, logger: pino({ level: 'silent' }), auth, queue, siteDir: '/nao-existe' });
afterAll(async () => {
  await queue.close();
  await store.close();
});

const password = 'senha-do-admin-1';
const perClient = authRateLimits.signInFailuresPerClient.max;
const ceiling = authRateLimits.signInFailuresPerEmail.max;
const addresses = (n: number) => Array.from({ length: n }, randomAddress);
const signIn = (browser: ReturnType<typeof testBrowser>, email: string, secret: string) =>
  browser.post('/api/auth/sign-in/email', { email, password: secret });

type Outcome = { tries: number; checked: number; refused: number; clean: number; known: number };

/** Runs `attack` (the statuses of its tries) on a fresh admin, then tries the right password. */
async function scenario(
  attack: (email: string, knownAddress: string) => Promise<number[]>,
): Promise<Outcome> {
  const email = `admin-${randomUUID()}@exemplo.com.br`;
  await ensureAdmin({ auth, db, email, password });
  const knownAddress = randomAddress();
  const known = testBrowser(app, knownAddress);
  expect((await signIn(known, email, password)).status).toBe(200);
  const statuses = await attack(email, knownAddress);
  return {
    tries: statuses.length,
    checked: statuses.filter((s) => s === 401).length,
    refused: statuses.filter((s) => s === 429).length,
    clean: (await signIn(testBrowser(app), email, password)).status,
    known: (await signIn(known, email, password)).status,
  };
}

/** Each address tries once per round, `rounds` times: a distributed guesser. */
async function guess(email: string, from: string[], rounds: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const address of from)
      statuses.push((await signIn(testBrowser(app, address), email, `chute-${round}`)).status);
  }
  return statuses;
}

/** Each address tries `tries` times before the next one starts. */
async function guessInTurn(email: string, from: string[], tries: number): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of from) statuses.push(...(await guess(email, [address], tries)));
  return statuses;
}

describe('sign-in lockout', { timeout: 300_000 }, () => {
  it('wrong passwords from elsewhere never block the right one; one guesser and many are slowed', async () => {
    const distributed = 40;
    const scenarios: [string, Outcome, (o: Outcome) => string[]][] = [
      [
        '5 senhas erradas de 5 endereços (um deles o do admin)',
        await scenario((email, known) => guess(email, [known, ...addresses(4)], 1)),
        (o) => (o.checked === 5 ? [] : ['todas as 5 deviam ser conferidas']),
      ],
      [
        '50 senhas erradas de 50 endereços (um deles o do admin)',
        await scenario((email, known) => guess(email, [known, ...addresses(49)], 1)),
        (o) => (o.checked === 50 ? [] : ['cada endereço limpo devia ter sua tentativa']),
      ],
      [
        'um endereço, 20 tentativas',
        await scenario((email) => guess(email, addresses(1), 20)),
        (o) => (o.checked === perClient ? [] : [`${o.checked} senhas conferidas, limite ${perClient}`]),
      ],
      [
        `${distributed} endereços, 10 tentativas cada`,
        await scenario((email) => guess(email, addresses(distributed), 10)),
        // Without the ceiling each address would get perClient tries (200 here).
        (o) =>
          o.checked <= ceiling + distributed && o.checked < perClient * distributed
            ? []
            : [`${o.checked} senhas conferidas, teto ${ceiling + distributed}`],
      ],
      [
        `${distributed} endereços, um após o outro, 10 tentativas cada`,
        await scenario((email) => guessInTurn(email, addresses(distributed), 10)),
        (o) =>
          o.checked <= ceiling + distributed && o.checked < perClient * distributed
            ? []
            : [`${o.checked} senhas conferidas, teto ${ceiling + distributed}`],
      ],
    ];

    const problems: string[] = [];
    const rows = scenarios.map(([label, o, check]) => {
      for (const problem of check(o)) problems.push(`${label}: ${problem}`);
      if (o.clean !== 200) problems.push(`${label}: senha certa de endereço limpo recebeu ${o.clean}`);
      if (o.known !== 200) problems.push(`${label}: senha certa do navegador conhecido recebeu ${o.known}`);
      return [label, String(o.tries), String(o.checked), String(o.refused), String(o.clean), String(o.known)];
    });
    printTable(
      [
        'ataque',
        'tentativas',
        'senhas conferidas',
        'recusadas (429)',
        'certa, endereço limpo',
        'certa, navegador conhecido',
      ],
      rows,
    );
    expect(problems).toEqual([]);
  });
});
