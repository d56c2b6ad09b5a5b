import { afterAll, describe, expect, it } from 'vitest';
import { saoPauloYmd } from '#domain/dates.ts';
import { db } from '#prisma/client.ts';
import {
  api,
  createMembership,
  createTestApp,
  maskCnpj,
  pickCategories,
  randomCnpj,
  randomMobile,
  registrationCounts,
  signedInUser,
  type TestApp,
} from '#tests/factories/shops.ts';
import { lojistaMessages } from './messages.ts';

const test = createTestApp();
const http = api(test);

afterAll(() => test.queue.close());

async function profileForm(overrides: Record<string, unknown> = {}) {
  const { chosen, subsOfChosen } = await pickCategories();
  return {
    nome: 'Maria Souza',
    empresa: 'Loja da Maria',
    email: 'ignorado@exemplo.com.br',
    cnpj: maskCnpj(randomCnpj()),
    telefoneFixo: '(11) 3456-7890',
    whatsappRepresentante: randomMobile(),
    whatsappLoja: randomMobile(),
    cep: '01310-100',
    endereco: 'Av. Paulista, 1000',
    estado: 'sp',
    cidade: 'sao paulo',
    categorias: chosen,
    subcategorias: subsOfChosen,
    ...overrides,
  };
}

async function completeAs(app: TestApp, body: Record<string, unknown>) {
  const user = await signedInUser(app);
  const res = await api(app).post('/api/lojistas/perfil', body, user.cookie);
  return { user, res };
}

describe('POST /api/lojistas/perfil', () => {
  it('refuses a request without a session with 401', async () => {
    const res = await http.post('/api/lojistas/perfil', await profileForm());
    expect(res.status).toBe(401);
  });

  it('registers a non-member with no plan, the chosen categories and only their subcategories', async () => {
    const { chosen, subsOfChosen, subOfOther } = await pickCategories();
    const form = await profileForm({ subcategorias: [...subsOfChosen, subOfOther] });
    const { user, res } = await completeAs(test, form);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ plano: { tipo: 'sem_plano' }, next: '/assinatura' });
    expect(res.body.plano.associacao).toBeUndefined();

    const lojista = await db.lojista.findUniqueOrThrow({
      where: { user_id: user.userId },
      include: { plano: true, categorias: true, subcategorias: true },
    });
    expect(lojista).toMatchObject({
      email: user.email,
      nome_loja: 'Loja da Maria',
      nome_responsavel: 'Maria Souza',
      cnpj: form.cnpj.replace(/\D/g, ''),
      telefone: '551134567890',
      whatsapp: form.whatsappRepresentante,
      whatsapp_loja: form.whatsappLoja,
      cep: '01310100',
      estado: 'SP',
      cidade: 'São Paulo',
      cidade_normalizada: 'sao paulo',
      receber_matches: false,
      primeira_senha: false,
    });
    expect(lojista.plano).toMatchObject({
      plano_tipo: 'sem_plano',
      associacao_id: null,
      limite_diario: 0,
      consultas_hoje: 0,
      ativo: false,
    });
    expect(lojista.categorias.map((c) => c.categoria_id).sort()).toEqual([...chosen].sort());
    expect(lojista.subcategorias.map((s) => s.subcategoria_id).sort()).toEqual([...subsOfChosen].sort());
    const roles = await db.userRole.findMany({ where: { user_id: user.userId }, select: { role: true } });
    expect(roles).toEqual([{ role: 'lojista' }]);
  });

  it('gives a member of an active association the free plan and sends them to the dashboard', async () => {
    const cnpj = randomCnpj();
    const associacao = await createMembership(cnpj);
    const { user, res } = await completeAs(test, await profileForm({ cnpj }));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      plano: { tipo: 'associado_gratuito', associacao: associacao.nome },
      next: '/minha-conta/dashboard',
    });
    const plano = await db.lojistaPlano.findFirstOrThrow({ where: { lojista: { user_id: user.userId } } });
    const today = saoPauloYmd(new Date());
    expect(plano).toMatchObject({
      plano_tipo: 'associado_gratuito',
      associacao_id: associacao.id,
      limite_diario: 5,
      consultas_hoje: 0,
      ativo: true,
    });
    expect(plano.data_reset_contador?.toISOString().slice(0, 10)).toBe(today);
  });

  it('does not count an inactive associate or an inactive association as membership', async () => {
    const inactiveAssociate = randomCnpj();
    await createMembership(inactiveAssociate, { associadoAtivo: false });
    const inactiveAssociation = randomCnpj();
    await createMembership(inactiveAssociation, { ativo: false });

    for (const cnpj of [inactiveAssociate, inactiveAssociation]) {
      const { res } = await completeAs(test, await profileForm({ cnpj }));
      expect(res.status).toBe(201);
      expect(res.body.plano).toEqual({ tipo: 'sem_plano' });
    }
  });

  it('takes the e-mail from the session, never from the body', async () => {
    const { user, res } = await completeAs(test, await profileForm({ email: 'outra@exemplo.com.br' }));
    expect(res.status).toBe(201);
    expect(res.body.lojista.email).toBe(user.email);
  });

  it('rejects a duplicate CNPJ with the spec message and writes nothing', async () => {
    const first = await profileForm();
    expect((await completeAs(test, first)).res.status).toBe(201);

    const other = await signedInUser(test);
    const before = await registrationCounts();
    const res = await http.post(
      '/api/lojistas/perfil',
      await profileForm({ cnpj: first.cnpj }),
      other.cookie,
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('CNPJ já cadastrado no sistema');
    expect(res.body.fields).toEqual({ cnpj: 'CNPJ já cadastrado no sistema' });
    expect(await registrationCounts()).toEqual(before);
  });

  it('rejects a duplicate shop WhatsApp with the spec message and writes nothing', async () => {
    const first = await profileForm();
    expect((await completeAs(test, first)).res.status).toBe(201);

    const other = await signedInUser(test);
    const before = await registrationCounts();
    const res = await http.post(
      '/api/lojistas/perfil',
      await profileForm({ whatsappLoja: first.whatsappLoja }),
      other.cookie,
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Este número de WhatsApp da loja já está cadastrado em nossa base de dados. Por favor, utilize um número diferente ou entre em contato conosco se este for realmente o seu número.',
    );
    expect(await registrationCounts()).toEqual(before);
  });

  it('refuses a second shop for the same user', async () => {
    const { user } = await completeAs(test, await profileForm());
    const res = await http.post('/api/lojistas/perfil', await profileForm(), user.cookie);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(lojistaMessages.perfilExistente);
  });

  it('answers two racing registrations of one CNPJ with one shop and the duplicate message', async () => {
    const cnpj = randomCnpj();
    const [a, b] = await Promise.all([signedInUser(test), signedInUser(test)]);
    const results = await Promise.all([
      http.post('/api/lojistas/perfil', await profileForm({ cnpj }), a.cookie),
      http.post('/api/lojistas/perfil', await profileForm({ cnpj }), b.cookie),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.error).toBe('CNPJ já cadastrado no sistema');
    expect(await db.lojista.count({ where: { cnpj } })).toBe(1);
  });

  it('asks for an active state and a city not switched off', async () => {
    const user = await signedInUser(test);
    const before = await registrationCounts();
    const unknownState = await http.post(
      '/api/lojistas/perfil',
      await profileForm({ estado: 'XX' }),
      user.cookie,
    );
    expect(unknownState.status).toBe(400);
    expect(unknownState.body.fields).toEqual({ estado: 'Selecione um estado' });

    // Any municipality of the state is offered, except one an admin switched off.
    const city = await db.cidade.findFirstOrThrow({
      where: { nome_normalizado: 'bauru' },
      select: { id: true },
    });
    await db.cidade.update({ where: { id: city.id }, data: { desligada_por_admin: true } });
    try {
      const switchedOff = await http.post(
        '/api/lojistas/perfil',
        await profileForm({ cidade: 'Bauru' }),
        user.cookie,
      );
      expect(switchedOff.status).toBe(400);
      expect(switchedOff.body.fields).toEqual({ cidade: 'Selecione uma cidade' });
    } finally {
      await db.cidade.update({ where: { id: city.id }, data: { desligada_por_admin: false } });
    }
    expect(await registrationCounts()).toEqual(before);
  });

  it('answers invalid fields with 400 and per-field messages', async () => {
    const user = await signedInUser(test);
    const res = await http.post(
      '/api/lojistas/perfil',
      await profileForm({ cnpj: '11.111.111/1111-11', categorias: [] }),
      user.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      cnpj: 'CNPJ não pode ter todos os dígitos iguais',
      categorias: 'Selecione pelo menos uma categoria',
    });
  });

  it('enqueues the welcome e-mail and the WhatsApp welcome once each, keyed by the shop', async () => {
    const { res } = await completeAs(test, await profileForm());
    const id: string = res.body.lojista.id;
    const welcome = test.enqueued.filter((job) => job.jobId === `boas-vindas:${id}`);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ name: 'mail.send', payload: { to: res.body.lojista.email } });
    // shop-account-notices.test.ts follows this job to the Graph API.
    expect(test.enqueued.filter((job) => job.jobId === `whatsapp-boas-vindas:${id}`)).toEqual([
      {
        name: 'notifications.aviso-lojista',
        payload: { lojistaId: id, aviso: 'boas_vindas' },
        jobId: `whatsapp-boas-vindas:${id}`,
      },
    ]);
  });

  it('keeps the registration when the welcome cannot be enqueued', async () => {
    const broken = createTestApp({ failQueue: true });
    try {
      const { user, res } = await completeAs(broken, await profileForm());
      expect(res.status).toBe(201);
      expect(await db.lojista.count({ where: { user_id: user.userId } })).toBe(1);
      expect(broken.logs()).toContain('boas-vindas do lojista não enfileiradas');
    } finally {
      await broken.queue.close();
    }
  });
});

describe('GET /api/lojistas/cnpj/:cnpj', () => {
  it('tells the page which shop already holds a CNPJ', async () => {
    const form = await profileForm();
    await completeAs(test, form);
    const user = await signedInUser(test);

    const taken = await http.get(`/api/lojistas/cnpj/${form.cnpj.replace(/\D/g, '')}`, user.cookie);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ exists: true, nomeLoja: 'Loja da Maria' });

    const free = await http.get(`/api/lojistas/cnpj/${randomCnpj()}`, user.cookie);
    expect(free.body).toEqual({ exists: false });
  });

  it('requires a session', async () => {
    expect((await http.get(`/api/lojistas/cnpj/${randomCnpj()}`)).status).toBe(401);
  });
});

describe('GET /api/lojistas/me and /api/lojistas/perfil', () => {
  it('answers 404 with the spec message before the profile, then the shop with its plan', async () => {
    const user = await signedInUser(test, 'Joana Dias');
    const none = await http.get('/api/lojistas/me', user.cookie);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('Lojista não encontrado. Verifique se você está cadastrado como lojista.');
    const state = await http.get('/api/lojistas/perfil', user.cookie);
    expect(state.body).toEqual({ hasProfile: false, email: user.email, name: 'Joana Dias' });

    const cnpj = randomCnpj();
    const associacao = await createMembership(cnpj);
    await http.post('/api/lojistas/perfil', await profileForm({ cnpj }), user.cookie);

    const me = await http.get('/api/lojistas/me', user.cookie);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      primeiraSenha: false,
      lojista: { email: user.email, cnpj, cidade: 'São Paulo', estado: 'SP' },
      plano: {
        tipo: 'associado_gratuito',
        ativo: true,
        limiteDiario: 5,
        consultasHoje: 0,
        associacao: associacao.nome,
      },
    });
    expect(me.headers['cache-control']).toBe('private, no-store');
    expect((await http.get('/api/lojistas/perfil', user.cookie)).body.hasProfile).toBe(true);
  });

  it('requires a session', async () => {
    expect((await http.get('/api/lojistas/me')).status).toBe(401);
    expect((await http.get('/api/lojistas/perfil')).status).toBe(401);
  });
});
