import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// What the browser suites do beside the browser: call the server's API directly (seed data, sign
// in over HTTP), sign the admin in on a page, and run axe-core on a page.

export type ApiInit = {
  method?: string;
  body?: unknown;
  cookie?: string;
  /** A made-up client address, so seeding does not spend the per-address limits the suites share. */
  address?: string;
};

/** JSON in and out, with the Origin the server trusts; `cookie` is the session set by the answer. */
export async function apiRequest(path: string, init: ApiInit = {}) {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.address ? { 'x-forwarded-for': init.address } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, body, cookie };
}

/** Signs the server's administrator in through /gestao/login and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/gestao/login');
  // The first page of a run may wait for a busy machine to serve the chunks.
  await page.getByRole('heading', { level: 1, name: 'Área de Gestão' }).waitFor({ timeout: 45_000 });
  await page.getByLabel('E-mail').fill(inject('adminEmail'));
  await page.getByLabel('Senha').fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/gestao/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Gestão', exact: true }).waitFor();
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now: "id: help (targets)". */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Result = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    const { axe } = window as unknown as { axe: { run(context: unknown): Promise<Result> } };
    // Toasts come and go with an opacity animation, and axe blends a half-faded toast's text into
    // the page behind it: their colors are fixed in styles.css (at least 5.7:1, computed), and the
    // page around them is what is checked here.
    const { violations } = await axe.run({ exclude: [['[data-sonner-toaster]']] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}
