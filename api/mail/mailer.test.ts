import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, outboxDir, readOutbox } from './mailer.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('mailer without SMTP_URL', () => {
  it('writes each message to the outbox, readable in order and private to the owner', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const env = { DATA_DIR: dir, MAIL_FROM: 'Loja <nao-responda@exemplo.com.br>', SMTP_URL: undefined };
    const mailer = createMailer(env);
    await mailer.send({ to: 'a@exemplo.com.br', subject: 'Primeiro', text: 'Olá' });
    await mailer.send({ to: 'b@exemplo.com.br', subject: 'Segundo', text: 'Tchau', html: '<p>Tchau</p>' });

    const mails = await readOutbox(env);
    expect(mails.map((m) => [m.to, m.subject, m.from])).toEqual([
      ['a@exemplo.com.br', 'Primeiro', env.MAIL_FROM],
      ['b@exemplo.com.br', 'Segundo', env.MAIL_FROM],
    ]);
    expect(mails[1]?.html).toBe('<p>Tchau</p>');
    const [file] = await import('node:fs/promises').then((fs) => fs.readdir(outboxDir(env)));
    expect((await stat(join(outboxDir(env), file!))).mode & 0o777).toBe(0o600);
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    expect(await readOutbox({ DATA_DIR: dir })).toEqual([]);
  });
});
