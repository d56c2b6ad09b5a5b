import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { holdRequests, pageErrors, suffix, toast } from './helpers.ts';
import { apiRequest, seriousViolations } from './server-api.ts';
import { adminCookie, signUpOverApi, submitShopSignIn } from './shop-flows.ts';

// The WhatsApp redirect, the plans page and the subscription pages against the real server.
// The e2e server has no Stripe keys, so /assinatura must say online payment is not configured;
// the return-after-login journey needs the subscribe button, so that one test turns only the
// `pagamentoOnline` flag of the real planos answer on. wa.me and Stripe are answered by stubs:
// the tests assert where the browser was sent, never reach the Internet.

const browser = launchBrowserForFile();

const dataDir = inject('dataDir');

/** A confirmed account without a session in any browser: signed up and confirmed over HTTP. */
async function confirmedAccount() {
  const { account, confirmationLink } = await signUpOverApi('Paula Planos', 'planos');
  const confirmed = await fetch(confirmationLink, { redirect: 'manual' });
  expect(confirmed.status).toBeLessThan(400);
  return account;
}

/** On /minha-conta/login, once it has rendered, signs the account in. */
async function signInOnPage(page: Page, account: { email: string; password: string }) {
  await page.getByRole('heading', { level: 1, name: 'Minha Conta' }).waitFor();
  await submitShopSignIn(page, account);
}

const chatStub = (route: Route) =>
  route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><title>WhatsApp</title><p>Conversa de teste</p>',
  });

describe('WhatsApp redirect', () => {
  it('records the access and opens the chat with the configured number and the greeting', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const config = (await apiRequest('/api/public/config')).body;
    const { numero } = (await apiRequest('/api/whatsapp-redirect')).body;
    // The e2e database has no usable whatsapp_redirect_number, so the API falls back to
    // SUPPORT_WHATSAPP; admin-redirect.e2e.ts, which may run at the same time, saves that same
    // number. The page must open whatever the API answers.
    expect(numero).toBe(config.supportWhatsapp);

    // The number's answer waits until the spinner has been seen.
    const release = await holdRequests(page, '**/api/whatsapp-redirect');
    await page.route('https://wa.me/**', chatStub);
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/api/whatsapp-redirect/acessos') && r.request().method() === 'POST',
    );
    const chat = page.waitForRequest((r) => r.url().startsWith('https://wa.me/'));

    await page.goto('/whatsapp', { referer: 'https://exemplo.com.br/post-da-campanha' });
    await page
      .getByRole('status')
      .getByRole('heading', { name: 'Redirecionando para o WhatsApp...' })
      .waitFor();
    release();

    const response = await recorded;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
      success: true,
      referrer: 'https://exemplo.com.br/post-da-campanha',
    });
    const url = new URL((await chat).url());
    expect(url.pathname).toBe(`/${numero}`);
    expect(url.searchParams.get('text')).toBe('Qual é o seu Desejo?');
    await page.waitForURL((u) => u.hostname === 'wa.me');
    expect(pageErrors(tracked)).toEqual([]);
  });

  it('shows "Erro ao redirecionar", records the failure and returns home after 3 s when the number cannot be read', async () => {
    const { page } = await browser.open();
    // The only way to make the real server fail this read from a browser test.
    await page.route('**/api/whatsapp-redirect', (route) =>
      route.fulfill({ status: 503, json: { error: 'Indisponível (teste)', code: 'UNAVAILABLE' } }),
    );
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/api/whatsapp-redirect/acessos') && r.request().method() === 'POST',
    );
    await page.goto('/contato');
    const alert = page.getByRole('alert').filter({ hasText: 'Erro ao redirecionar' });
    await alert.waitFor();
    await alert.getByText('Redirecionando para a página inicial...').waitFor();
    const response = await recorded;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ success: false });
    const shownAt = Date.now();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await page.getByRole('heading', { level: 1, name: 'Qual é o Seu Desejo Hoje?' }).waitFor();
  });
});

describe('plans page', () => {
  it('lists the plans from the configuration and says online payment is not configured (no Stripe keys)', async () => {
    const tracked = await browser.open({ viewport: { width: 360, height: 800 } });
    const { page } = tracked;
    const cookie = await adminCookie();
    const nome = `Associação Planos ${suffix()}`;
    const created = await apiRequest('/api/admin/associacoes', {
      body: { nome, cidade: 'Londrina' },
      cookie,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const inactive = `Associação Inativa ${suffix()}`;
    await apiRequest('/api/admin/associacoes', {
      body: { nome: inactive, ativo: false },
      cookie,
    });

    await page.goto('/assinatura');
    await page.getByRole('heading', { level: 1, name: 'Assinatura', exact: true }).waitFor();
    const premium = page.getByRole('article', { name: 'Premium' });
    const free = page.getByRole('article', { name: 'Gratuito para Associados' });
    await premium.getByText('R$ 99,00', { exact: true }).waitFor();
    await premium.getByText('3 meses grátis, depois R$ 49,90/mês').waitFor();
    const button = premium.getByRole('button', { name: 'Pagamento online ainda não configurado' });
    expect(await button.isDisabled()).toBe(true);
    await premium
      .getByText('A contratação do Premium pelo site será liberada em breve.', { exact: false })
      .waitFor();

    await free.getByText('Até 5 ofertas por dia').waitFor();
    const list = free.getByRole('list', { name: 'Associações parceiras ativas' });
    await list.getByText(nome).waitFor();
    expect(await list.getByText(inactive).count()).toBe(0);
    const names = (await list.getByRole('listitem').allTextContents()).map((t) => t.split(' — ')[0] ?? '');
    // The server's order (domain/text.ts sortByName): pt-BR, numbers by value ("5f…" before "042…").
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base', numeric: true })),
    );
    expect(
      await free.getByRole('link', { name: 'Conhecer as associações parceiras' }).getAttribute('href'),
    ).toBe('/parceiros');
    // The smallest phone of the brief: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(pageErrors(tracked)).toEqual([]);
  });

  it.skipIf(!dataDir)(
    'sends an anonymous visitor choosing Premium to the login and brings them back to /assinatura',
    async () => {
      const account = await confirmedAccount();
      const tracked = await browser.open();
      const { page } = tracked;
      await page.route('**/api/assinatura/planos', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), pagamentoOnline: true } });
      });
      await page.goto('/assinatura');
      await page.getByRole('button', { name: 'Assinar Premium' }).click();
      await toast(page, 'Autenticação necessária').waitFor();
      await page.waitForURL((u) => u.pathname === '/minha-conta/login');

      await signInOnPage(page, account);
      await page.waitForURL((u) => u.pathname === '/assinatura');
      await page.getByRole('status').filter({ hasText: 'Você escolheu o plano Premium' }).waitFor();

      // Signed in, the button asks the server for a checkout: without Stripe keys it refuses.
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/assinatura/checkout'));
      await page.getByRole('button', { name: 'Assinar Premium' }).click();
      expect((await refused).status()).toBe(503);
      await toast(page, 'Pagamento online ainda não configurado.').waitFor();

      // With a checkout URL the tab goes to Stripe (stubbed here); the 'Checkout aberto' toast
      // leaves with the page, too quickly to assert.
      await page.route('**/api/assinatura/checkout', (route) =>
        route.fulfill({ json: { url: 'https://checkout.stripe.com/c/pay/cs_test_e2e' } }),
      );
      await page.route('https://checkout.stripe.com/**', chatStub);
      await page.getByRole('button', { name: 'Assinar Premium' }).click();
      await page.waitForURL('https://checkout.stripe.com/c/pay/cs_test_e2e');
      expect(pageErrors(tracked)).toEqual([]);
    },
  );
});

describe('subscription pages', () => {
  it.skipIf(!dataDir)(
    '/assinatura/gerenciar denies access without login, returns there after it and explains the portal error',
    async () => {
      const account = await confirmedAccount();
      const tracked = await browser.open();
      const { page } = tracked;
      await page.goto('/assinatura/gerenciar');
      await page.getByRole('alert').filter({ hasText: 'Acesso negado' }).waitFor();
      await page.getByRole('link', { name: 'Entrar na minha conta' }).click();
      await signInOnPage(page, account);
      await page.waitForURL((u) => u.pathname === '/assinatura/gerenciar');

      const status = page.getByRole('region', { name: 'Situação da assinatura' });
      await status.getByText('Sem assinatura').waitFor();
      await page.getByText('3 meses grátis, depois R$ 49,90/mês', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Gerenciar assinatura' }).click();
      await toast(page, 'Erro ao abrir portal de gerenciamento').waitFor();
      expect(pageErrors(tracked)).toEqual([]);
    },
  );

  it('/assinatura/sucesso counts down from 10 s and then opens the dashboard', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.clock.install();
    await page.goto('/assinatura/sucesso');
    await page.getByRole('heading', { level: 1, name: 'Sua assinatura' }).waitFor();
    await page.getByText('Você será levado ao seu painel em 10 segundos.').waitFor();
    await page.clock.runFor(4_000);
    await page.getByText('Você será levado ao seu painel em 6 segundos.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/assinatura/sucesso');
    await page.clock.runFor(6_500);
    // The dashboard needs a session: a visitor lands on its login.
    await page.waitForURL(
      (u) => u.pathname === '/minha-conta/dashboard' || u.pathname === '/minha-conta/login',
    );
    expect(pageErrors(tracked)).toEqual([]);
  });
});

describe('accessibility', () => {
  // /assinatura itself is checked with the other public pages (public-pages.e2e.ts).
  it.each([
    ['/assinatura/gerenciar', 'Acesso negado'],
    ['/assinatura/sucesso', 'Ir para o painel agora'],
  ])('%s has no serious or critical axe violations', async (path, text) => {
    // The site's CSP (script-src 'self') would block the injected axe script: this context bypasses it.
    const { page } = await browser.open({ bypassCSP: true });
    await page.goto(path);
    await page.getByText(text).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
