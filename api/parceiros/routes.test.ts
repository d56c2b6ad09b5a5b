import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#api/auth/auth-test-client.ts';
import { clearFirstPassword } from '#api/lojistas/first-password.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { quickForm } from '#tests/factories/quick-registration.ts';
import {
  api,
  createMembership,
  createTestApp,
  pickCategories,
  randomCnpj,
  registrationCounts,
  signedInUser,
  type TestApp,
} from '#tests/factories/shops.ts';

const test = createTestApp();
const http = api(test);
// The process's WhatsApp sender, on the default transport of a machine without Cloud API
// credentials: the simulator (credentials-whatsapp.test.ts drives the Cloud API).
let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});
afterAll(async () => {
  await test.queue.close();
  await bot.close();
});

const register = (app: TestApp, body: unknown) => api(app).post('/api/parceiros/cadastro-rapido', body);

describe('POST /api/parceiros/cadastro-rapido', () => {
  it('creates a confirmed account with a temporary password that signs in, flagged for a change', async () => {
    const form = await quickForm();
    const res = await register(test, form);

    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const email = form.email.toLowerCase();
    expect(res.body).toMatchObject({
      lojistaId: expect.any(String),
      nomeLoja: 'Ferragens do Zé',
      email,
      senhaTemporaria: expect.stringMatching(/^.{12}$/),
      plano: { tipo: 'sem_plano' },
      credenciais: { email: true, whatsapp: true },
      reenvioToken: expect.any(String),
    });

    const login = await signIn(test.auth, email, res.body.senhaTemporaria);
    expect(login.status).toBe(200);
    const me = await http.get('/api/lojistas/me', login.cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ primeiraSenha: true, lojista: { id: res.body.lojistaId, email } });

    const change = await http.post(
      '/api/auth/change-password',
      { currentPassword: res.body.senhaTemporaria, newPassword: 'minha-senha-nova' },
      login.cookie,
    );
    expect(change.status).toBe(200);
    expect((await http.get('/api/lojistas/me', login.cookie)).body.primeiraSenha).toBe(false);
    expect((await signIn(test.auth, email, 'minha-senha-nova')).status).toBe(200);
  });

  it('writes the shop as the spec says: terms accepted, under review, telefone = representative', async () => {
    const { subOfOther } = await pickCategories();
    const form = await quickForm({ subcategorias: [...(await pickCategories()).subsOfChosen, subOfOther] });
    const res = await register(test, form);
    const lojista = await db.lojista.findUniqueOrThrow({
      where: { id: res.body.lojistaId },
      include: { plano: true, subcategorias: true, user: { select: { emailVerified: true, name: true } } },
    });
    expect(lojista).toMatchObject({
      cnpj: form.cnpj.replace(/\D/g, ''),
      nome_responsavel: 'José Pereira',
      whatsapp: form.whatsappRepresentante,
      telefone: form.whatsappRepresentante,
      cidade_normalizada: 'sao paulo',
      primeira_senha: true,
      termos_aceitos: true,
      receber_matches: false,
      user: { emailVerified: true, name: 'José Pereira' },
      plano: { plano_tipo: 'sem_plano', ativo: false, limite_diario: 0 },
    });
    expect(lojista.termos_aceitos_em).toBeInstanceOf(Date);
    expect(lojista.subcategorias.map((s) => s.subcategoria_id)).not.toContain(subOfOther);
    const roles = await db.userRole.findMany({
      where: { user_id: lojista.user_id! },
      select: { role: true },
    });
    expect(roles).toEqual([{ role: 'lojista' }]);
  });

  it('gives a member of an active association the free plan', async () => {
    const cnpj = randomCnpj();
    const associacao = await createMembership(cnpj);
    const res = await register(test, await quickForm({ cnpj }));
    expect(res.body.plano).toEqual({ tipo: 'associado_gratuito', associacao: associacao.nome });
    const plano = await db.lojistaPlano.findUniqueOrThrow({ where: { lojista_id: res.body.lojistaId } });
    expect(plano).toMatchObject({ limite_diario: 5, ativo: true, associacao_id: associacao.id });
  });

  it('rejects a duplicate CNPJ, e-mail or shop WhatsApp with its message and writes nothing', async () => {
    const first = await quickForm();
    expect((await register(test, first)).status).toBe(201);
    const existingUser = await signedInUser(test);

    const cases = [
      [{ cnpj: first.cnpj }, 'CNPJ já cadastrado no sistema'],
      [{ email: first.email }, 'Este e-mail já está cadastrado no sistema'],
      [{ email: existingUser.email }, 'Este e-mail já está cadastrado no sistema'],
      [
        { whatsappLoja: first.whatsappLoja },
        'Este número de WhatsApp da loja já está cadastrado em nossa base de dados. Por favor, utilize um número diferente ou entre em contato conosco se este for realmente o seu número.',
      ],
    ] as const;
    for (const [overrides, message] of cases) {
      const before = await registrationCounts();
      const res = await register(test, await quickForm(overrides));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(message);
      expect(await registrationCounts()).toEqual(before);
    }
  });

  it('leaves no account behind when a racing registration takes the CNPJ first', async () => {
    const cnpj = randomCnpj();
    const before = await registrationCounts();
    const results = await Promise.all([
      register(test, await quickForm({ cnpj })),
      register(test, await quickForm({ cnpj })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe('CNPJ já cadastrado no sistema');
    const after = await registrationCounts();
    expect(after.users - before.users).toBe(1);
    expect(after.accounts - before.accounts).toBe(1);
    expect(after.lojistas - before.lojistas).toBe(1);
  });

  it('refuses the form without the terms and with per-field messages', async () => {
    const res = await register(test, await quickForm({ termosAceitos: false, categorias: [] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      termosAceitos: 'Você precisa aceitar os Termos de Uso e Política de Privacidade',
      categorias: 'Selecione pelo menos uma categoria',
    });
  });

  it('sends the credentials by e-mail and WhatsApp and never writes the password to the logs', async () => {
    const form = await quickForm();
    const res = await register(test, form);
    const senha: string = res.body.senhaTemporaria;

    const mail = test.enqueued.find(
      (job) => job.name === 'mail.send' && (job.payload as { to: string }).to === form.email.toLowerCase(),
    );
    expect((mail!.payload as { text: string }).text).toContain(senha);
    expect(res.text.split(senha)).toHaveLength(2);

    const login = await signIn(test.auth, form.email, senha);
    const me = await http.get('/api/lojistas/me', login.cookie);
    expect(me.text).not.toContain(senha);
    expect(me.text).not.toMatch(/password|senha_?hash/i);
    expect(test.logs()).toContain('/api/parceiros/cadastro-rapido');
    expect(test.logs()).not.toContain(senha);

    const whatsapp = await db.whatsappMessage.findUniqueOrThrow({
      where: { idempotency_key: `credenciais:${res.body.lojistaId}:v1` },
      select: { status: true, message_text: true, conversation: { select: { phone_number: true } } },
    });
    expect(whatsapp).toMatchObject({ status: 'simulado', conversation: { phone_number: form.whatsappLoja } });
    expect(whatsapp.message_text).not.toContain(senha);
    expect(bot.logs()).not.toContain(senha);
  });

  it('limits registrations per address to 20 an hour', async () => {
    const limited = createTestApp();
    try {
      for (let i = 0; i < 20; i++) expect((await register(limited, {})).status).toBe(400);
      const blocked = await register(limited, await quickForm());
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.queue.close();
    }
  });
});

describe('POST /api/parceiros/cadastro-rapido/:lojistaId/reenviar', () => {
  async function registered() {
    const form = await quickForm();
    const res = await register(test, form);
    return { form, ...(res.body as { lojistaId: string; senhaTemporaria: string; reenvioToken: string }) };
  }
  const resend = (lojistaId: string, body: unknown) =>
    http.post(`/api/parceiros/cadastro-rapido/${lojistaId}/reenviar`, body);

  it('sets and e-mails a new temporary password, which replaces the first one', async () => {
    const shop = await registered();
    const res = await resend(shop.lojistaId, { canal: 'email', token: shop.reenvioToken });

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ canal: 'email', enviado: true, senhaTemporaria: expect.any(String) });
    const novaSenha: string = res.body.senhaTemporaria;
    expect(novaSenha).not.toBe(shop.senhaTemporaria);

    expect((await signIn(test.auth, shop.form.email, shop.senhaTemporaria)).status).toBe(401);
    expect((await signIn(test.auth, shop.form.email, novaSenha)).status).toBe(200);
    const mails = test.enqueued.filter(
      (job) =>
        job.name === 'mail.send' && (job.payload as { to: string }).to === shop.form.email.toLowerCase(),
    );
    expect(mails).toHaveLength(2);
    expect((mails[1]!.payload as { text: string }).text).toContain(novaSenha);
    expect(test.logs()).not.toContain(novaSenha);
  });

  it('refuses without the token of that registration', async () => {
    const shop = await registered();
    const other = await registered();
    for (const token of ['', 'qualquer-coisa', other.reenvioToken]) {
      const res = await resend(shop.lojistaId, { canal: 'email', token });
      expect([400, 403]).toContain(res.status);
    }
    const forged = await resend(shop.lojistaId, { canal: 'email', token: other.reenvioToken });
    expect(forged.status).toBe(403);
    expect((await signIn(test.auth, shop.form.email, shop.senhaTemporaria)).status).toBe(200);
  });

  it('in the simulator, both WhatsApp messages land in the shop conversation, the password masked', async () => {
    const shop = await registered();
    const res = await resend(shop.lojistaId, { canal: 'whatsapp', token: shop.reenvioToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ canal: 'whatsapp', enviado: true, email: true, whatsapp: true });

    const messages = await db.whatsappMessage.findMany({
      where: { conversation: { phone_number: shop.form.whatsappLoja } },
      orderBy: { created_at: 'asc' },
      select: { idempotency_key: true, status: true, message_type: true, message_text: true },
    });
    expect(messages).toEqual([
      expect.objectContaining({ idempotency_key: `credenciais:${shop.lojistaId}:v1`, status: 'simulado' }),
      expect.objectContaining({ idempotency_key: `credenciais:${shop.lojistaId}:v2`, status: 'simulado' }),
    ]);
    for (const message of messages) {
      expect(message.message_type).toBe('template');
      expect(message.message_text).toContain('*Senha temporária:* ••••••••');
      expect(message.message_text).not.toContain(shop.senhaTemporaria);
      expect(message.message_text).not.toContain(res.body.senhaTemporaria);
    }
  });

  it('no longer resets the password once the shop has chosen its own', async () => {
    const shop = await registered();
    const lojista = await db.lojista.findUniqueOrThrow({
      where: { id: shop.lojistaId },
      select: { user_id: true },
    });
    expect(await clearFirstPassword(db, lojista.user_id!)).toBe(true);
    expect(await clearFirstPassword(db, lojista.user_id!)).toBe(false);

    const res = await resend(shop.lojistaId, { canal: 'email', token: shop.reenvioToken });
    expect(res.status).toBe(409);
    expect((await signIn(test.auth, shop.form.email, shop.senhaTemporaria)).status).toBe(200);
  });
});
