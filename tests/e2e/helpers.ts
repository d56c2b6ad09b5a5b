import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import { readOutbox } from '#api/mail/mailer.ts';
import type { TrackedPage } from './browser.ts';

// What the browser suites share: random Brazilian documents as a person types them, the toast
// and error readers, and the e-mailed links of the server's outbox.

export const suffix = () => randomBytes(4).toString('hex');

/** A made-up client network `10.x.y` for a file's registrations, from its `suffix()` tag. */
export const clientNetwork = (tag: string) =>
  `10.${Number.parseInt(tag.slice(0, 2), 16)}.${Number.parseInt(tag.slice(2, 4), 16)}`;

/** A CNPJ with valid check digits (domain/validation/cnpj.ts), different on every run. */
export function randomCnpj(): string {
  const base = Array.from({ length: 12 }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(10))).join('');
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * ((i % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

/** A São Paulo mobile number (DDD 11, ninth digit 9) as a person types it: DDD + number. */
export const randomMobile = () => `119${String(randomInt(10 ** 8)).padStart(8, '0')}`;

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

/**
 * Holds the page's requests to `url` until the returned release is called, so that a waiting
 * state (a spinner, a title) can be seen before the answer, however fast or busy the machine.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Browser errors other than the network log of an expected 4xx/5xx answer. */
export function pageErrors({ errors }: TrackedPage) {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

/** The last e-mail link to `to` that starts with `prefix`, polled from the server's outbox. */
export async function linkFromOutbox(to: string, prefix: string): Promise<string> {
  const dataDir = inject('dataDir');
  return vi.waitFor(
    async () => {
      const mails = (await readOutbox({ DATA_DIR: dataDir })).filter((mail) => mail.to === to);
      const link = mails
        .flatMap((mail) => mail.text.split(/\s+/))
        .filter((word) => word.startsWith(prefix))
        .at(-1);
      if (!link) throw new Error(`nenhum link ${prefix} para ${to} ainda`);
      return link;
    },
    { timeout: 10_000, interval: 100 },
  );
}
