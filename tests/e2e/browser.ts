import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';

// Debian's Chromium, never a downloaded one. The background-networking flags keep it from
// flooding a closed network with refused connections.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type TrackedPage = {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console.error messages, in order. */
  errors: string[];
};

/** A page in a fresh context against the server of this run, recording the errors it logs. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * One Chromium for a test file: launched before its tests and closed after them. `open` gives a
 * page in a fresh context that is closed when the calling test ends, passed or failed, so a test
 * needs no try/finally of its own.
 */
export function launchBrowserForFile() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(options: BrowserContextOptions = {}): Promise<TrackedPage> {
      if (!browser) throw new Error('o navegador ainda não foi aberto: chame open() dentro de um teste');
      const tracked = await openPage(browser, options);
      onTestFinished(() => tracked.context.close());
      return tracked;
    },
  };
}
