import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { cloudNotification } from '#whatsapp/cloud/notification-envelope.ts';
import { launchBrowserForFile } from './browser.ts';
import { pageErrors, randomMobile, suffix } from './helpers.ts';
import { signInAsAdmin } from './server-api.ts';

// /gestao/dashboard shows WhatsApp's events in Portuguese: a customer writes through the Cloud API
// webhook (the e2e server has no app secret, so unsigned posts are taken), edits the message and
// changes number; the thread, now under the new number, shows the edit on the message and the
// change as a line of the thread, never the Cloud API's raw type names.

const browser = launchBrowserForFile();

async function webhook(message: Record<string, unknown>, name?: string) {
  const from = message.from as string;
  const res = await fetch(`${inject('baseUrl')}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      cloudNotification({
        ...(name ? { contacts: [{ wa_id: from, profile: { name } }] } : {}),
        messages: [message],
      }),
    ),
  });
  expect(res.status).toBe(200);
}

describe('conversation events in /gestao', () => {
  it('shows an edit on its message and a number change as a thread event, in Portuguese', {
    timeout: 120_000,
  }, async () => {
    const tracked = await browser.open();
    const { page } = tracked;
    const nome = `Cliente Eventos ${suffix()}`;
    const [oldPhone, newPhone] = [`55${randomMobile()}`, `55${randomMobile()}`];
    const originalId = `wamid.${randomUUID()}`;
    const seconds = Math.floor(Date.now() / 1000);
    await webhook(
      {
        from: oldPhone,
        id: originalId,
        timestamp: String(seconds),
        type: 'text',
        text: { body: 'Quero 1 sofá' },
      },
      nome,
    );
    await webhook({
      from: oldPhone,
      id: `wamid.${randomUUID()}`,
      timestamp: String(seconds + 1),
      type: 'edit',
      edit: { original_message_id: originalId, message: { type: 'text', text: { body: 'Quero 2 sofás' } } },
    });
    await webhook({
      from: oldPhone,
      id: `wamid.${randomUUID()}`,
      timestamp: String(seconds + 2),
      type: 'system',
      system: { body: 'changed', wa_id: newPhone, type: 'user_changed_number' },
    });

    await signInAsAdmin(page);
    const conversas = page.getByRole('region', { name: 'Conversas Recentes' });
    const row = conversas.getByRole('button', { name: new RegExp(nome) });
    await expect
      .poll(async () => {
        await conversas.getByRole('button', { name: 'Atualizar conversas' }).click();
        return (await row.count()) > 0 && (await row.textContent())?.includes(newPhone.slice(-4));
      })
      .toBe(true);
    await row.click();

    const thread = page.getByRole('log', { name: `Mensagens de ${nome}` });
    const events = thread.getByRole('note', { name: 'Evento da conversa' });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Atualizar mensagens' }).click();
        return events.allTextContents();
      })
      .toEqual([
        expect.stringContaining('O contato editou uma mensagem: Quero 2 sofás'),
        expect.stringContaining(`O contato mudou de número no WhatsApp: agora ${newPhone}`),
      ]);
    const original = thread
      .getByRole('article', { name: 'Mensagem recebida' })
      .filter({ hasText: 'Quero 1 sofá' });
    await original.getByText('Editada para: Quero 2 sofás').waitFor();
    const all = (await thread.textContent()) ?? '';
    for (const raw of ['[system]', '[edit]', '[revoke]']) expect(all).not.toContain(raw);

    expect(pageErrors(tracked)).toEqual([]);
  });
});
