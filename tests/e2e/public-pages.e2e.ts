import { describe, expect, inject, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { linkFromOutbox, pageErrors, suffix, toast } from './helpers.ts';
import { apiRequest, seriousViolations } from './server-api.ts';
import { adminCookie, registerShop, seededCategoria, submitShopSignIn } from './shop-flows.ts';

// The public pages a visitor sees before signing in (issue 6): each renders its headline without
// console errors on a phone and on a desktop, axe finds nothing serious or critical, and the
// behaviours of the pages (FAQ disclosure, partners list, confirmation hash on the home page).

const browser = launchBrowserForFile();

const baseUrl = inject('baseUrl');

const publicPages: Array<[path: string, title: string]> = [
  ['/', 'Qual é o Seu Desejo Hoje?'],
  ['/como-funciona', 'Como Funciona'],
  ['/cadastro-de-lojistas', 'Multiplique Suas Vendas'],
  ['/parceiros', 'Parceiros'],
  ['/termos-e-politica', 'Termos de Uso e Política de Privacidade'],
  ['/assinatura', 'Assinatura'],
];

const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

describe('public pages', () => {
  for (const viewport of viewports) {
    it.each(publicPages)(
      `%s shows "%s" at ${viewport.width} px without console errors`,
      async (path, title) => {
        const { page, errors } = await browser.open({ viewport });
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').count()).toBe(1);
        // Nothing wider than the screen: no sideways scrolling on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      },
    );
  }

  it.each(publicPages)('%s has no serious or critical axe violations', async (path, title) => {
    // The site's CSP (script-src 'self') would block the injected axe script: this context bypasses it.
    const { page } = await browser.open({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('mobile menu', () => {
  it('opens at 360 px, navigates to the chosen page and closes', async () => {
    const { page, errors } = await browser.open({ viewport: { width: 360, height: 740 } });
    await page.goto('/como-funciona');
    await page.getByRole('heading', { level: 1, name: 'Como Funciona' }).waitFor();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Parceiros' }).click();
    await page.getByRole('heading', { level: 1, name: 'Parceiros' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/parceiros');
    // And again from the new page: the menu is usable after the first choice.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Lojistas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Multiplique Suas Vendas' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('/cadastro-de-lojistas', () => {
  it('shows the figures, opens FAQ answers from the keyboard and scrolls to the contact section', async () => {
    const { page, errors } = await browser.open({ viewport: { width: 360, height: 740 } });
    await page.goto('/cadastro-de-lojistas');
    await page.getByRole('heading', { level: 1, name: 'Multiplique Suas Vendas' }).waitFor();
    for (const figure of ['500+', '10k+', '95%', '24h'])
      await page.getByText(figure, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Cadastrar minha loja' }).getAttribute('href')).toBe(
      '/lojista/auth',
    );
    expect(await page.getByRole('link', { name: 'Começar agora' }).getAttribute('href')).toBe(
      '/lojista/auth',
    );
    expect(await page.getByRole('link', { name: 'Ver associações parceiras' }).getAttribute('href')).toBe(
      '/parceiros',
    );
    expect(await page.getByRole('link', { name: 'Conhecer os planos' }).getAttribute('href')).toBe(
      '/assinatura',
    );

    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    const questions = faq.getByRole('button');
    expect(await questions.count()).toBe(5);
    const question = faq.getByRole('button', { name: 'Quanto tempo leva para meu cadastro ser aprovado?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    const answer = page.getByText(/analisa cada cadastro em até 48 horas/);
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await answer.waitFor();

    await page.getByRole('button', { name: 'Falar com a equipe' }).click();
    const contact = page.getByRole('region', { name: 'Ficou com alguma dúvida?' });
    await expect.poll(() => contact.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => contact.isVisible()).toBe(true);
    const config = await (await fetch(`${baseUrl}/api/public/config`)).json();
    const chat = new URL(
      (await contact.getByRole('link', { name: /Conversar no WhatsApp/ }).getAttribute('href')) ?? '',
    );
    expect(chat.pathname).toBe(`/${config.supportWhatsapp}`);
    expect(errors).toEqual([]);
  });
});

describe('/parceiros', () => {
  it('lists an association created by an admin, with initials for a missing logo and its contact', async () => {
    const nome = `Associação Comercial Teste ${suffix()}`;
    const created = await apiRequest('/api/admin/associacoes', {
      cookie: await adminCookie(),
      body: {
        nome,
        cidade: 'Londrina',
        descricao: 'Reúne o comércio do centro da cidade.',
        telefone: '4333334444',
        email: 'contato@acl.exemplo.com.br',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const { page, errors } = await browser.open({ viewport: { width: 360, height: 740 } });
    await page.goto('/parceiros');
    const card = page.getByRole('article', { name: nome });
    await card.waitFor();
    await card.getByText('Londrina').waitFor();
    await card.getByText('Reúne o comércio do centro da cidade.').waitFor();
    expect(await card.getByText('AC', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: /\(43\) 3333-4444/ }).getAttribute('href')).toBe(
      'tel:+554333334444',
    );
    expect(await card.getByRole('link', { name: /contato@acl\.exemplo\.com\.br/ }).getAttribute('href')).toBe(
      'mailto:contato@acl.exemplo.com.br',
    );
    const config = await (await fetch(`${baseUrl}/api/public/config`)).json();
    const chat = page.getByRole('link', { name: /Falar com a equipe/ });
    expect(new URL((await chat.getAttribute('href')) ?? '').pathname).toBe(`/${config.supportWhatsapp}`);
    expect(errors).toEqual([]);
  });

  it('says so when there are no associations and offers a retry when the list fails', async () => {
    const { page } = await browser.open();
    let fail = true;
    await page.route('**/api/public/associacoes', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Erro interno."}' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/parceiros');
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar as associações.' });
    await alert.waitFor({ timeout: 20_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByText('Nenhuma associação parceira cadastrada ainda.').waitFor();
  });
});

describe('home page confirmation hash', () => {
  it('without a session, removes the hash and stays home', async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await page.goto('/#access_token=abc&type=signup');
    await page.getByRole('heading', { level: 1, name: 'Qual é o Seu Desejo Hoje?' }).waitFor();
    await page.waitForURL((url) => url.hash === '' && url.pathname === '/');
    expect(pageErrors(tracked)).toEqual([]);
  });

  it('with a confirmed session and no shop, toasts and goes to /completar-perfil', async () => {
    const email = `confirmado-${suffix()}@exemplo.com.br`;
    const signUp = await apiRequest('/api/auth/sign-up/email', {
      body: { email, password: `Senha-${suffix()}`, name: 'Paula Lojista' },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const link = await linkFromOutbox(email, `${baseUrl}/api/auth/verify-email`);

    const { page } = await browser.open();
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/email-confirmado');
    await page.goto('/#type=signup');
    await toast(page, 'Email confirmado!').waitFor();
    await page.getByText('Complete seu perfil para acessar o dashboard.').waitFor();
    await page.waitForURL((url) => url.pathname === '/completar-perfil');
  });
  it('with a session whose account has a shop, goes to the dashboard', async () => {
    // A capital (active by the seed) no other browser suite registers shops in.
    const shop = await registerShop({ sigla: 'RO', nome: 'Porto Velho' }, await seededCategoria(), {
      nomeLoja: `Loja Hash ${suffix()}`,
    });

    const { page } = await browser.open();
    await page.goto('/minha-conta/login');
    await submitShopSignIn(page, { email: shop.email, password: shop.senhaTemporaria });
    await page.waitForURL((url) => url.pathname === '/minha-conta/dashboard');
    await page.goto('/#access_token=abc&type=signup');
    await page.waitForURL((url) => url.pathname === '/minha-conta/dashboard');
    expect(await toast(page, 'Email confirmado!').count()).toBe(0);
  });
});
