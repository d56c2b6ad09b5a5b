import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { linkFromOutbox, pageErrors, randomCnpj, randomMobile, suffix, toast } from './helpers.ts';
import { apiRequest, seriousViolations } from './server-api.ts';

// The public pages a visitor sees before signing in (issue 6): each renders its headline without
// console errors on a phone and on a desktop, axe finds nothing serious or critical, and the
// behaviours of the pages (FAQ disclosure, partners list, confirmation hash on the home page).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
        const { context, page, errors } = await openPage(browser, { viewport });
        try {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.locator('h1').count()).toBe(1);
          // Nothing wider than the screen: no sideways scrolling on a phone.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }

  it.each(publicPages)('%s has no serious or critical axe violations', async (path, title) => {
    // The site's CSP (script-src 'self') would block the injected axe script: this context bypasses it.
    const { context, page } = await openPage(browser, {
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    try {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('mobile menu', () => {
  it('opens at 360 px, navigates to the chosen page and closes', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    try {
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
    } finally {
      await context.close();
    }
  });
});

describe('/cadastro-de-lojistas', () => {
  it('shows the figures, opens FAQ answers from the keyboard and scrolls to the contact section', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    try {
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
    } finally {
      await context.close();
    }
  });
});

describe('/parceiros', () => {
  it('lists an association created by an admin, with initials for a missing logo and its contact', async () => {
    const signIn = await apiRequest('/api/auth/sign-in/email', {
      body: { email: inject('adminEmail'), password: inject('adminPassword') },
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const nome = `Associação Comercial Teste ${suffix()}`;
    const created = await apiRequest('/api/admin/associacoes', {
      cookie: signIn.cookie,
      body: {
        nome,
        cidade: 'Londrina',
        descricao: 'Reúne o comércio do centro da cidade.',
        telefone: '4333334444',
        email: 'contato@acl.exemplo.com.br',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const { context, page, errors } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    try {
      await page.goto('/parceiros');
      const card = page.getByRole('article', { name: nome });
      await card.waitFor();
      await card.getByText('Londrina').waitFor();
      await card.getByText('Reúne o comércio do centro da cidade.').waitFor();
      expect(await card.getByText('AC', { exact: true }).count()).toBe(1);
      expect(await card.getByRole('link', { name: /\(43\) 3333-4444/ }).getAttribute('href')).toBe(
        'tel:+554333334444',
      );
      expect(
        await card.getByRole('link', { name: /contato@acl\.exemplo\.com\.br/ }).getAttribute('href'),
      ).toBe('mailto:contato@acl.exemplo.com.br');
      const config = await (await fetch(`${baseUrl}/api/public/config`)).json();
      const chat = page.getByRole('link', { name: /Falar com a equipe/ });
      expect(new URL((await chat.getAttribute('href')) ?? '').pathname).toBe(`/${config.supportWhatsapp}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says so when there are no associations and offers a retry when the list fails', async () => {
    const { context, page } = await openPage(browser);
    try {
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
    } finally {
      await context.close();
    }
  });
});

describe('home page confirmation hash', () => {
  it('without a session, removes the hash and stays home', async () => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto('/#access_token=abc&type=signup');
      await page.getByRole('heading', { level: 1, name: 'Qual é o Seu Desejo Hoje?' }).waitFor();
      await page.waitForURL((url) => url.hash === '' && url.pathname === '/');
      expect(pageErrors({ context, page, errors })).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with a confirmed session and no shop, toasts and goes to /completar-perfil', async () => {
    const email = `confirmado-${suffix()}@exemplo.com.br`;
    const signUp = await apiRequest('/api/auth/sign-up/email', {
      body: { email, password: `Senha-${suffix()}`, name: 'Paula Lojista' },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const link = await linkFromOutbox(email, `${baseUrl}/api/auth/verify-email`);

    const { context, page } = await openPage(browser);
    try {
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/email-confirmado');
      await page.goto('/#type=signup');
      await toast(page, 'Email confirmado!').waitFor();
      await page.getByText('Complete seu perfil para acessar o dashboard.').waitFor();
      await page.waitForURL((url) => url.pathname === '/completar-perfil');
    } finally {
      await context.close();
    }
  });
  it('with a session whose account has a shop, goes to the dashboard', async () => {
    const categorias = (await apiRequest('/api/categorias')).body as unknown as Array<{ id: number }>;
    const registered = await apiRequest('/api/parceiros/cadastro-rapido', {
      body: {
        nomeLoja: `Loja Hash ${suffix()}`,
        cnpj: randomCnpj(),
        email: `loja-hash-${suffix()}@exemplo.com.br`,
        whatsappLoja: randomMobile(),
        nomeRepresentante: 'Rita Lojista',
        whatsappRepresentante: randomMobile(),
        // A capital (active by the seed) no other browser suite registers shops in.
        estado: 'RO',
        cidade: 'Porto Velho',
        categorias: [categorias[0]?.id],
        termosAceitos: true,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);

    const { context, page } = await openPage(browser);
    try {
      await page.goto('/minha-conta/login');
      await page.getByLabel('Email').fill(String(registered.body.email));
      await page.getByLabel('Senha', { exact: true }).fill(String(registered.body.senhaTemporaria));
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/minha-conta/dashboard');
      await page.goto('/#access_token=abc&type=signup');
      await page.waitForURL((url) => url.pathname === '/minha-conta/dashboard');
      expect(await toast(page, 'Email confirmado!').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
