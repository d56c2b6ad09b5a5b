import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { randomCnpj, randomMobile, suffix, toast } from './helpers.ts';
import { apiRequest } from './server-api.ts';

// A shop's way into the marketplace as the browser suites need it: registered through the quick
// registration API in a given city, approved by the admin, signed in with its temporary password
// replaced.

export type City = { sigla: string; nome: string };

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
  const registered = await apiRequest('/api/parceiros/cadastro-rapido', {
    address: options.address ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    body: {
      nomeLoja,
      cnpj: options.cnpj ?? randomCnpj(),
      email: `loja-${suffix()}@exemplo.com.br`,
      whatsappLoja: randomMobile(),
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

/** The admin's approval (spec 001: receber_matches on), through the back-office API. */
export async function approveShop(lojistaId: string, cookie?: string) {
  const approved = await apiRequest(`/api/admin/lojistas/${lojistaId}/receber-matches`, {
    method: 'PATCH',
    body: { receberMatches: true },
    cookie: cookie ?? (await adminCookie()),
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

/** Signs the shop in with its temporary password and replaces it, as the dashboard demands. */
export async function signInChangingPassword(page: Page, shop: { email: string; senhaTemporaria: string }) {
  await page.goto('/minha-conta/login');
  await page.getByLabel('Email').fill(shop.email);
  await page.getByLabel('Senha', { exact: true }).fill(shop.senhaTemporaria);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.waitFor();
  const novaSenha = `Nova-${suffix()}-senha`;
  await dialog.getByLabel('Senha atual').fill(shop.senhaTemporaria);
  await dialog.getByLabel('Nova senha', { exact: true }).fill(novaSenha);
  await dialog.getByLabel('Confirmar nova senha').fill(novaSenha);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await toast(page, 'Senha alterada!').waitFor();
}
