import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOOLS_MESSAGES } from '#domain/admin/tools-schemas.ts';
import { maskCnpj } from '#domain/masks.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomCnpj, suffix, toast } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';

// The /gestao forms checked in the page with the API's own zod schemas (react-hook-form and the
// form kit): a refused form says why under its fields and sends nothing; a good one saves. The
// associate form (required pair, CNPJ typed with its punctuation) and the delete confirmation,
// which no other suite opens, and the tools forms' refusals (nothing is saved, so the suites that
// read the bot's settings are not disturbed).

const browser = launchBrowserForFile();
const tag = suffix();

/** The documentos stored for the association named `nome`, read with the page's admin session. */
async function storedDocumentos(page: Page, nome: string): Promise<string[]> {
  const list = (await (await page.request.get('/api/admin/associacoes')).json()) as {
    associacoes: { id: string; nome: string }[];
  };
  const association = list.associacoes.find((a) => a.nome === nome);
  if (!association) throw new Error(`associação ${nome} não encontrada`);
  const members = (await (
    await page.request.get(`/api/admin/associacoes/${association.id}/associados`)
  ).json()) as { associados: { documento: string }[] };
  return members.associados.map((m) => m.documento);
}

describe('/gestao forms', () => {
  it('adds and edits an associate of a new association, then deletes the association', {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    await signInAsAdmin(page);
    const section = page.getByRole('region', { name: 'Gestão de Parceiros' });
    await section.getByRole('button', { name: 'Gestão de Parceiros' }).click();
    await section.getByRole('button', { name: 'Nova' }).click();

    // An e-mail without '@' is refused by the schema before any request.
    const nome = `Associação dos Formulários ${tag}`;
    const form = page.getByRole('dialog', { name: 'Nova associação' });
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('E-mail').fill('contato-sem-arroba');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('E-mail inválido').waitFor();
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('E-mail').fill('');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Associação criada').waitFor();
    await form.waitFor({ state: 'detached' });

    const row = section.getByRole('listitem', { name: nome });
    await row.getByRole('button', { name: 'Associados' }).click();
    const members = page.getByRole('dialog', { name: `Associados - ${nome}` });
    await members.getByRole('button', { name: 'Novo associado' }).click();

    // Both required fields empty: one message for the pair, both fields marked.
    const add = page.getByRole('dialog', { name: 'Novo associado' });
    const documento = add.getByLabel('Documento (CNPJ ou CPF)');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await add.getByText('Documento e nome são obrigatórios').waitFor();
    expect(await documento.getAttribute('aria-invalid')).toBe('true');
    expect(await add.getByLabel('Nome').getAttribute('aria-invalid')).toBe('true');

    // Typed with its punctuation, stored as digits, shown punctuated again.
    const cnpj = maskCnpj(randomCnpj());
    await documento.fill(cnpj);
    await add.getByLabel('Nome').fill(`Loja ${tag}`);
    await add.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Associado adicionado').waitFor();
    await add.waitFor({ state: 'detached' });
    const table = members.getByRole('table');
    await table.getByRole('cell', { name: cnpj, exact: true }).waitFor();
    expect(await storedDocumentos(page, nome)).toEqual([cnpj.replace(/\D/g, '')]);

    await table.getByRole('button', { name: `Editar Loja ${tag}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar associado' });
    expect(await edit.getByLabel('Documento (CNPJ ou CPF)').inputValue()).toBe(cnpj);
    await edit.getByLabel('Nome').fill(`Loja Renomeada ${tag}`);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Associado atualizado').waitFor();
    await table.getByRole('cell', { name: `Loja Renomeada ${tag}`, exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await members.waitFor({ state: 'detached' });

    // The delete runs only from the confirmation's own button.
    await row.getByRole('button', { name: `Excluir ${nome}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir associação?' });
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await toast(page, 'Associação excluída').waitFor();
    await row.waitFor({ state: 'detached' });

    expect(pageErrors(tracked)).toEqual([]);
  });

  it('refuses the tools forms in the page with their schemas’ messages and saves nothing', {
    timeout: 90_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.url());
    });
    await signInAsAdmin(page);
    await page.goto('/gestao/ferramentas');
    await page.getByRole('heading', { level: 1, name: 'Ferramentas' }).waitFor();

    const agent = page.getByRole('region', { name: 'Configuração do Agente' });
    const tokens = agent.getByLabel('Máximo de tokens');
    await tokens.fill('50');
    await agent.getByRole('button', { name: 'Salvar configuração' }).click();
    await agent.getByText(TOOLS_MESSAGES.maxTokens).waitFor();
    expect(await tokens.getAttribute('aria-invalid')).toBe('true');
    await toast(page, 'Verifique os campos destacados.').waitFor();

    const templates = page.getByRole('region', { name: 'Templates WhatsApp' });
    const novoDesejo = templates.getByLabel('Novo desejo (para a loja)');
    await novoDesejo.fill('   ');
    await templates.getByRole('button', { name: 'Salvar templates' }).click();
    await templates.getByText(TOOLS_MESSAGES.templateObrigatorio).waitFor();
    expect(await novoDesejo.getAttribute('aria-invalid')).toBe('true');

    // Without a Phone Number ID the pair is incomplete, whatever token is stored.
    const credentials = page.getByRole('region', { name: 'Credenciais da API do WhatsApp' });
    await credentials.getByLabel('Phone Number ID').fill('');
    await credentials.getByRole('button', { name: 'Salvar credenciais' }).click();
    await credentials.getByRole('alert').filter({ hasText: TOOLS_MESSAGES.camposIncompletos }).waitFor();

    expect(writes).toEqual([]);
    expect(pageErrors(tracked)).toEqual([]);
  });
});
