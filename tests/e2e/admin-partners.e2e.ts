import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomCnpj, suffix, toast } from './helpers.ts';
import { apiRequest, seriousViolations, signInAsAdmin } from './server-api.ts';
import { registerShop } from './shop-flows.ts';

// Gestão de Parceiros on /gestao/dashboard signed in as admin: a new association with a logo, a
// semicolon CSV of its members previewed (5 rows) and imported, and the list's counts, one of the
// members being a shop registered through the quick registration.

const browser = launchBrowserForFile();
const tag = suffix();
const registeredCnpj = randomCnpj();

beforeAll(async () => {
  const categorias = (await apiRequest('/api/categorias')).body as unknown as { id: number }[];
  const categoria = categorias[0];
  if (!categoria) throw new Error('nenhuma categoria semeada');
  const net = `10.${Number.parseInt(tag.slice(0, 2), 16)}.${Number.parseInt(tag.slice(2, 4), 16)}`;
  await registerShop({ sigla: 'TO', nome: 'Palmas' }, categoria, {
    nomeLoja: `Loja Parceira ${tag}`,
    cnpj: registeredCnpj,
    address: `${net}.77`,
  });
});

/** Six members, semicolon-separated with a header, as a pt-BR spreadsheet saves them. */
function membersCsv(): string {
  const rows = [
    `${registeredCnpj};Loja Parceira ${tag};Rita;rita@exemplo.com.br;63999990000`,
    ...Array.from({ length: 5 }, (_, i) => `${randomCnpj()};Membro ${i + 1} ${tag};;;`),
  ];
  return `\uFEFFdocumento;loja;contato;email;telefone\r\n${rows.join('\r\n')}\r\n`;
}

describe('Gestão de Parceiros', () => {
  it('creates an association with a logo, imports a CSV with preview and shows the counts', {
    timeout: 120_000,
  }, async () => {
    // axe is injected as an inline script, which the site's CSP forbids.
    const tracked = await browser.open({ bypassCSP: true });
    const { page } = tracked;
    const nome = `Associação Comercial ${tag}`;
    await signInAsAdmin(page);
    const section = page.getByRole('region', { name: 'Gestão de Parceiros' });
    await section.getByRole('button', { name: 'Gestão de Parceiros' }).click();
    await section.getByRole('button', { name: 'Nova' }).click();

    const form = page.getByRole('dialog', { name: 'Nova associação' });
    // The name is required before anything is sent.
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'O nome da associação é obrigatório').waitFor();
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('Cidade').fill('Palmas');
    await form.getByLabel('E-mail').fill(`contato-${tag}@exemplo.com.br`);
    expect(await form.getByLabel('E-mail').getAttribute('type')).toBe('email');
    await form.getByLabel('Descrição').fill('Lojistas do centro');
    await form.getByText('18/200').waitFor();
    // A text file named like an image is refused in the browser by its bytes.
    await form
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('texto') });
    await toast(page, 'O arquivo deve ser uma imagem').waitFor();
    const png = await QRCode.toBuffer(`parceiro ${tag}`, { width: 64 });
    await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: 'Pré-visualização do logo' }).waitFor();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Associação criada').waitFor();

    const row = section.getByRole('listitem', { name: nome });
    await row.getByText('0 associados').waitFor();
    await row.getByText(/✓ 0 no /).waitFor();
    await row.getByText('Palmas').waitFor();

    await row.getByRole('button', { name: 'Associados' }).click();
    const members = page.getByRole('dialog', { name: `Associados - ${nome}` });
    await members.getByText('Nenhum associado cadastrado ainda').waitFor();
    await members.getByRole('button', { name: 'Importar CSV' }).click();
    const importer = page.getByRole('dialog', { name: 'Importar associados' });
    const importButton = importer.getByRole('button', { name: 'Importar', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await importer.getByLabel('Arquivo CSV').setInputFiles({
      name: 'associados.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(membersCsv()),
    });
    const preview = importer.getByRole('table', { name: 'Prévia da importação' });
    await preview.waitFor();
    await importer.getByText('6 associados encontrados').waitFor();
    expect(await preview.locator('tbody tr').count()).toBe(5);
    await preview.getByText(`Loja Parceira ${tag} - Rita`).waitFor();
    // axe reads a toast mid-animation as low contrast: check the dialog once they are gone.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await importButton.click();
    await toast(page, '6 associados importados com sucesso').waitFor();
    await importer.waitFor({ state: 'detached' });

    const table = members.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(6);
    await table.getByRole('switch', { name: `Associado ativo: Membro 1 ${tag}` }).click();
    await expect
      .poll(() =>
        table.getByRole('switch', { name: `Associado ativo: Membro 1 ${tag}` }).getAttribute('aria-checked'),
      )
      .toBe('false');
    await page.keyboard.press('Escape');
    await members.waitFor({ state: 'detached' });

    await row.getByText('6 associados').waitFor();
    await row.getByText(/✓ 1 no /).waitFor();

    await row.getByRole('button', { name: `Detalhes de ${nome}` }).click();
    const details = page.getByRole('dialog', { name: nome });
    await details.getByText('Lojistas do centro').waitFor();
    const logo = details.getByRole('img', { name: `Logo de ${nome}` });
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    expect(pageErrors(tracked)).toEqual([]);
  });
});
