import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { linkFromOutbox, randomCnpj, randomMobile, suffix, toast } from './helpers.ts';
import { apiRequest } from './server-api.ts';

// A shop's way into the marketplace as the browser suites need it: an account signed up and
// confirmed, or a shop registered through the quick registration API in a given city, approved by
// the admin, signed in with its temporary password replaced.

export type City = { sigla: string; nome: string };
export type Categoria = { id: number; nome: string };

/** The seeded category at `index` of /api/categorias. */
export async function seededCategoria(index = 0): Promise<Categoria> {
  const categorias = (await apiRequest('/api/categorias')).body as unknown as Categoria[];
  const categoria = categorias[index];
  if (!categoria) throw new Error('nenhuma categoria semeada');
  return categoria;
}

/**
 * An account signed up over the API (no session in any browser) and the e-mailed link that
 * confirms it, signs it in and leads to /email-confirmado or /completar-perfil.
 */
export async function signUpOverApi(name: string, emailPrefix: string) {
  const account = {
    name,
    email: `${emailPrefix}-${suffix()}@exemplo.com.br`,
    password: `Senha-${suffix()}`,
  };
  const signUp = await apiRequest('/api/auth/sign-up/email', {
    body: { ...account, callbackURL: '/email-confirmado' },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const confirmationLink = await linkFromOutbox(account.email, `${inject('baseUrl')}/api/auth/verify-email`);
  return { account, confirmationLink };
}

/** Opens the confirmation link on the page: signed in, on /completar-perfil (no shop yet). */
export async function confirmOnProfilePage(page: Page, confirmationLink: string) {
  await page.goto(confirmationLink);
  await page.waitForURL('**/completar-perfil');
  await page.getByRole('heading', { level: 1, name: 'Complete seu Perfil' }).waitFor();
}

/** Fills /minha-conta/login's form, already on the page, and submits it. */
export async function submitShopSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * A shop of `city` registered through /parceiros/cadastro-rapido (no plan, not yet approved),
 * from a made-up client address: the suites' registrations never spend one address's hourly limit.
 */
export async function registerShop(
  city: City,
  categoria: { id: number },
  options: { cnpj?: string; nomeLoja?: string; address?: string } = {},
) {
  const nomeLoja = options.nomeLoja ?? `Loja ${city.nome} ${suffix()}`;
  const whatsappLoja = randomMobile();
  const registered = await apiRequest('/api/parceiros/cadastro-rapido', {
    address: options.address ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    body: {
      nomeLoja,
      cnpj: options.cnpj ?? randomCnpj(),
      email: `loja-${suffix()}@exemplo.com.br`,
      whatsappLoja,
      nomeRepresentante: 'Rita Lojista',
      whatsappRepresentante: randomMobile(),
      estado: city.sigla,
      cidade: city.nome,
      categorias: [categoria.id],
      termosAceitos: true,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return {
    id: String(registered.body.lojistaId),
    nomeLoja,
    /** The shop's own number: what it writes to the bot from. */
    whatsappLoja,
    email: String(registered.body.email),
    senhaTemporaria: String(registered.body.senhaTemporaria),
  };
}

/** The session cookie of the server's administrator, signed in over the API. */
export async function adminCookie() {
  const signIn = await apiRequest('/api/auth/sign-in/email', {
    body: { email: inject('adminEmail'), password: inject('adminPassword') },
  });
  expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  return signIn.cookie;
}

/** A CNPJ listed as an active member of a new partner association (the free associate plan). */
export async function associateCnpj(
  cookie: string,
  names: { association?: string; member?: string } = {},
): Promise<string> {
  const association = await apiRequest('/api/admin/associacoes', {
    body: { nome: names.association ?? `Associação Comercial ${suffix()}` },
    cookie,
  });
  expect(association.status, JSON.stringify(association.body)).toBe(201);
  const cnpj = randomCnpj();
  const member = await apiRequest(`/api/admin/associacoes/${association.body.id}/associados`, {
    body: { documento: cnpj, nome_completo: names.member ?? 'Loja Associada' },
    cookie,
  });
  expect(member.status, JSON.stringify(member.body)).toBe(201);
  return cnpj;
}

/** The admin's approval (spec 001: receber_matches on), through the back-office API. */
export async function approveShop(lojistaId: string, cookie?: string) {
  const approved = await apiRequest(`/api/admin/lojistas/${lojistaId}/receber-matches`, {
    method: 'PATCH',
    body: { receberMatches: true },
    cookie: cookie ?? (await adminCookie()),
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

/**
 * Signs the shop in with its temporary password and replaces it, as the dashboard demands: the
 * password just typed is not asked again.
 */
export async function signInChangingPassword(page: Page, shop: { email: string; senhaTemporaria: string }) {
  await page.goto('/minha-conta/login');
  await submitShopSignIn(page, { email: shop.email, password: shop.senhaTemporaria });
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.waitFor();
  const novaSenha = `Nova-${suffix()}-senha`;
  await dialog.getByLabel('Nova senha', { exact: true }).fill(novaSenha);
  await dialog.getByLabel('Confirmar nova senha').fill(novaSenha);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await toast(page, 'Senha alterada!').waitFor();
}

/**
 * A customer's wish sent on /envie-seu-desejo for a city (`estado` as the picker lists it) and
 * category; returns the wish's code from the confirmation.
 */
export async function sendWishOnSite(
  page: Page,
  wish: { city: City & { estado: string }; categoria: Categoria; produto: string; whatsapp?: string },
): Promise<string> {
  const { city } = wish;
  await page.goto('/envie-seu-desejo');
  await page.getByRole('heading', { level: 1, name: 'Envie seu Desejo' }).waitFor();
  await page.getByLabel('Seu nome').fill('Joana Cliente');
  await page.getByRole('textbox', { name: 'WhatsApp *' }).fill(wish.whatsapp ?? randomMobile());
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: city.estado }).click();
  await page.getByRole('combobox', { name: 'Cidade' }).click();
  await page.getByRole('combobox', { name: 'Cidade' }).fill(city.nome);
  await page.getByRole('option', { name: city.nome, exact: true }).click();
  const categoriaField = page.getByRole('combobox', { name: 'Categoria *' });
  await categoriaField.click();
  await categoriaField.fill(wish.categoria.nome);
  await page.getByRole('option', { name: wish.categoria.nome, exact: true }).click();
  await page.getByLabel('Produto desejado').fill(wish.produto);
  await page.getByLabel('Li e aceito os').check();
  await page.getByRole('button', { name: 'Enviar meu desejo' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Código do seu desejo' });
  const codigo = (await answer.textContent())?.match(/Código do seu desejo: ([0-9a-f]{8})/)?.[1];
  if (!codigo) throw new Error('o código do desejo não apareceu');
  return codigo;
}
