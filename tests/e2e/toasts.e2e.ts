import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors } from './helpers.ts';

// The site's toaster (spec 000: one toast at a time): the same error raised again replaces the
// one shown instead of stacking, and an error the visitor acted on does not follow them to the
// next page. Checked at a phone's width and a desktop's.

const browser = launchBrowserForFile();
const wrongPassword = 'Email ou senha incorretos.';

/** Toasts in the page, visible or kept hidden behind the front one. */
const toastsInPage = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

async function submitAdminLogin(page: Page, password: string) {
  await page.getByLabel('E-mail').fill(inject('adminEmail'));
  await page.getByLabel('Senha').fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/auth/sign-in')),
    page.getByRole('button', { name: 'Entrar' }).click(),
  ]);
}

describe('toasts', () => {
  it.each([360, 1280])(
    'keep one toast at a time and close a stale error on the next page at %i px',
    {
      timeout: 90_000,
    },
    async (width) => {
      const tracked = await browser.open({ viewport: { width, height: 800 } });
      const { page } = tracked;
      await page.goto('/gestao/login');
      await page.getByRole('heading', { level: 1, name: 'Área de Gestão' }).waitFor({ timeout: 45_000 });

      for (let attempt = 1; attempt <= 3; attempt++) {
        await submitAdminLogin(page, `senha-errada-${attempt}`);
        await page.getByRole('alert').filter({ hasText: wrongPassword }).waitFor();
      }
      await toastsInPage(page).filter({ hasText: wrongPassword }).first().waitFor();
      expect(await toastsInPage(page).count()).toBe(1);

      await submitAdminLogin(page, inject('adminPassword'));
      await page.waitForURL('**/gestao/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Gestão', exact: true }).waitFor();
      await expect.poll(() => toastsInPage(page).filter({ hasText: wrongPassword }).count()).toBe(0);
      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});
