import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { normalizeText } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import {
  createTestApp,
  randomCnpj,
  randomMobile,
  signedInUser,
  type TestApp,
} from '#tests/factories/shops.ts';

// Gestão de Parceiros through the real app (spec 001 §2.2, §5, §7): the list with its two counts,
// edits and cascading deletes, the associates table, the CSV import, the logo upload to the app's
// folder and to an S3-compatible bucket (faked with nock at the HTTP boundary), the admin-only door.

let dataDir: string;
let test: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'parceiros-logos-'));
  test = createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const adminCookie = async (app: TestApp = test) => (await signedInAdmin(app.auth)).cookie;

function http(cookie: string, app: TestApp = test) {
  const agent = request(app.app);
  const as = <T extends request.Test>(req: T) => req.set('Origin', testOrigin).set('Cookie', cookie);
  return {
    get: (path: string) => as(agent.get(path)),
    post: (path: string, body: object) => as(agent.post(path)).send(body),
    put: (path: string, body: object) => as(agent.put(path)).send(body),
    patch: (path: string, body: object) => as(agent.patch(path)).send(body),
    delete: (path: string) => as(agent.delete(path)),
    upload: (path: string, body: Buffer | string, type: string) =>
      as(agent.post(path)).set('Content-Type', type).send(body),
  };
}

async function newAssociation(cookie: string, nome = `Associação ${randomUUID().slice(0, 8)}`) {
  const res = await http(cookie).post('/api/admin/associacoes', { nome, cidade: 'Campinas' });
  expect(res.status).toBe(201);
  return res.body as { id: string; nome: string };
}

async function newShop(cnpj: string) {
  const cidade = `Cidade Parceiros ${randomUUID().slice(0, 8)}`;
  return db.lojista.create({
    data: {
      email: `loja-${randomUUID()}@exemplo.com.br`,
      nome_loja: 'Loja Cadastrada',
      cnpj,
      whatsapp: randomMobile(),
      whatsapp_loja: randomMobile(),
      estado: 'SP',
      cidade,
      cidade_normalizada: normalizeText(cidade),
    },
  });
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e1ac2b0000000049454e44ae426082',
    'hex',
  ),
]);

describe('CSV import', () => {
  it('CSV import of a semicolon file with a header upserts and reports the count', async () => {
    const cookie = await adminCookie();
    const { id } = await newAssociation(cookie);
    const [a, b, c] = [randomCnpj(), randomCnpj(), randomCnpj()];
    const csv = (nomeB: string) =>
      `\uFEFFdocumento;loja;contato;email;telefone\r\n${a};Padaria Sol;Ana;ana@sol.com.br;11987654321\r\n` +
      `${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5, 8)}/${b.slice(8, 12)}-${b.slice(12)};${nomeB};;;\r\n` +
      `;Sem documento;Rui;;\r\n${c};;Contato Só;;\r\n`;
    const path = `/api/admin/associacoes/${id}/associados/importar`;

    const first = await http(cookie).upload(path, csv('Mercado Lua'), 'text/csv; charset=utf-8');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ importados: 3 });

    // The same file again with one row changed: updated in place, nothing duplicated.
    const second = await http(cookie).upload(path, csv('Mercado Lua Nova'), 'text/csv');
    expect(second.body).toEqual({ importados: 3 });
    const list = await http(cookie).get(`/api/admin/associacoes/${id}/associados`);
    expect(list.status).toBe(200);
    expect(list.body.associados).toHaveLength(3);
    expect(
      list.body.associados.map((m: { documento: string; nome_completo: string }) => [
        m.documento,
        m.nome_completo,
      ]),
    ).toEqual([
      [c, 'Contato Só'],
      [b, 'Mercado Lua Nova'],
      [a, 'Padaria Sol - Ana'],
    ]);
    expect(list.body.associados[2]).toMatchObject({
      email: 'ana@sol.com.br',
      telefone: '11987654321',
      ativo: true,
    });
  });

  it('keeps a member switched off inactive when the roster is imported again', async () => {
    const cookie = await adminCookie();
    const { id } = await newAssociation(cookie);
    const documento = randomCnpj();
    const path = `/api/admin/associacoes/${id}/associados/importar`;
    await http(cookie).upload(path, `${documento},Loja Um,,,`, 'text/csv');
    const [member] = (await http(cookie).get(`/api/admin/associacoes/${id}/associados`)).body.associados;
    await http(cookie).patch(`/api/admin/associacoes/${id}/associados/${member.id}`, { ativo: false });
    await http(cookie).upload(path, `${documento},Loja Um Ltda,,,`, 'text/csv');
    const [after] = (await http(cookie).get(`/api/admin/associacoes/${id}/associados`)).body.associados;
    expect(after).toMatchObject({ id: member.id, nome_completo: 'Loja Um Ltda', ativo: false });
  });

  it('refuses a file that is not a CSV of associates with "Formato de CSV inválido"', async () => {
    const cookie = await adminCookie();
    const { id } = await newAssociation(cookie);
    const path = `/api/admin/associacoes/${id}/associados/importar`;
    for (const body of ['documento;loja;contato\n', `${randomCnpj()};"sem fim\n`, '']) {
      const res = await http(cookie).upload(path, body, 'text/csv');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Formato de CSV inválido');
    }
    const missing = await http(cookie).upload(
      `/api/admin/associacoes/${randomUUID()}/associados/importar`,
      `${randomCnpj()};Loja`,
      'text/csv',
    );
    expect(missing.status).toBe(404);
  });
});

describe('associations list, edit and delete', () => {
  it("counts each association's members and those already registered as shops", async () => {
    const cookie = await adminCookie();
    const older = await newAssociation(cookie);
    const newer = await newAssociation(cookie);
    const registered = randomCnpj();
    await newShop(registered);
    for (const documento of [registered, randomCnpj(), randomCnpj()]) {
      await http(cookie).post(`/api/admin/associacoes/${older.id}/associados`, {
        documento,
        nome_completo: 'Membro',
      });
    }
    // The same registered CNPJ in a second association counts there too.
    await http(cookie).post(`/api/admin/associacoes/${newer.id}/associados`, {
      documento: registered,
      nome_completo: 'Membro',
    });
    const empty = await newAssociation(cookie);

    const res = await http(cookie).get('/api/admin/associacoes');
    expect(res.status).toBe(200);
    const ours = res.body.associacoes.filter((a: { id: string }) =>
      [older.id, newer.id, empty.id].includes(a.id),
    );
    expect(ours.map((a: { id: string }) => a.id)).toEqual([empty.id, newer.id, older.id]);
    expect(
      ours.map((a: { total_associados: number; associados_cadastrados: number }) => [
        a.total_associados,
        a.associados_cadastrados,
      ]),
    ).toEqual([
      [0, 0],
      [1, 1],
      [3, 1],
    ]);
    expect(ours[2]).toMatchObject({ nome: older.nome, cidade: 'Campinas', logo_url: null });
  });

  it('updates an association and refuses a nameless one or an unsafe logo address', async () => {
    const cookie = await adminCookie();
    const { id } = await newAssociation(cookie);
    const ok = await http(cookie).put(`/api/admin/associacoes/${id}`, {
      nome: 'ACE Renomeada',
      descricao: 'Associação comercial',
      email: 'Contato@ACE.org.br',
      logo_url: '/uploads/parceiros-logos/1-abc.png',
      ativo: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ nome: 'ACE Renomeada', email: 'contato@ace.org.br', cidade: null });
    const noName = await http(cookie).put(`/api/admin/associacoes/${id}`, { nome: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body.fields.nome).toBe('O nome da associação é obrigatório');
    const script = await http(cookie).put(`/api/admin/associacoes/${id}`, {
      nome: 'X',
      logo_url: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    const tooLong = await http(cookie).put(`/api/admin/associacoes/${id}`, {
      nome: 'X',
      descricao: 'a'.repeat(201),
    });
    expect(tooLong.body.fields.descricao).toBe('A descrição deve ter no máximo 200 caracteres');
    expect((await http(cookie).put(`/api/admin/associacoes/${randomUUID()}`, { nome: 'X' })).status).toBe(
      404,
    );
  });

  it('deletes an association with all its members', async () => {
    const cookie = await adminCookie();
    const { id } = await newAssociation(cookie);
    await http(cookie).upload(
      `/api/admin/associacoes/${id}/associados/importar`,
      `${randomCnpj()};A\n${randomCnpj()};B`,
      'text/csv',
    );
    expect(await db.associacaoAssociado.count({ where: { associacao_id: id } })).toBe(2);
    const res = await http(cookie).delete(`/api/admin/associacoes/${id}`);
    expect(res.status).toBe(204);
    expect(await db.associacaoAssociado.count({ where: { associacao_id: id } })).toBe(0);
    expect((await http(cookie).delete(`/api/admin/associacoes/${id}`)).status).toBe(404);
    expect((await http(cookie).get(`/api/admin/associacoes/${id}/associados`)).status).toBe(404);
  });
});

describe('associates', () => {
  it('switches a member off, edits and deletes it, only within its association', async () => {
    const cookie = await adminCookie();
    const { id } = await newAssociation(cookie);
    const other = await newAssociation(cookie);
    const [x, y] = [randomCnpj(), randomCnpj()];
    const created = await http(cookie).post(`/api/admin/associacoes/${id}/associados`, {
      documento: x,
      nome_completo: 'Loja X',
    });
    await http(cookie).post(`/api/admin/associacoes/${id}/associados`, {
      documento: y,
      nome_completo: 'Loja Y',
    });
    const path = `/api/admin/associacoes/${id}/associados/${created.body.id}`;

    const off = await http(cookie).patch(path, { ativo: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ ativo: false, nome_completo: 'Loja X' });

    const edited = await http(cookie).patch(path, {
      nome_completo: 'Loja X Ltda',
      email: '',
      telefone: '1133334444',
    });
    expect(edited.body).toMatchObject({
      nome_completo: 'Loja X Ltda',
      email: null,
      telefone: '1133334444',
      ativo: false,
    });

    const required = await http(cookie).patch(path, { documento: '--', nome_completo: 'Loja' });
    expect(required.status).toBe(400);
    expect(required.body.fields.documento).toBe('Documento e nome são obrigatórios');
    const duplicate = await http(cookie).patch(path, { documento: y });
    expect(duplicate.status).toBe(409);

    const elsewhere = `/api/admin/associacoes/${other.id}/associados/${created.body.id}`;
    expect((await http(cookie).patch(elsewhere, { ativo: true })).status).toBe(404);
    expect((await http(cookie).delete(elsewhere)).status).toBe(404);

    expect((await http(cookie).delete(path)).status).toBe(204);
    const left = await http(cookie).get(`/api/admin/associacoes/${id}/associados`);
    expect(left.body.associados.map((m: { documento: string }) => m.documento)).toEqual([y]);
  });
});

describe('logo upload', () => {
  it('stores a PNG under a unique name and serves it read-only with nosniff and a long cache', async () => {
    const cookie = await adminCookie();
    const res = await http(cookie).upload('/api/admin/associacoes/logo', png, 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/parceiros-logos\/\d{13}-[0-9a-f]{16}\.png$/);
    expect(await readdir(join(dataDir, 'uploads', 'parceiros-logos'))).toContain(
      res.body.url.split('/').at(-1),
    );

    const served = await request(test.app).get(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(Buffer.compare(served.body, png)).toBe(0);
    expect((await request(test.app).get('/uploads/parceiros-logos/nao-existe.png')).status).toBe(404);

    // A second upload of the same bytes gets its own name.
    const again = await http(cookie).upload('/api/admin/associacoes/logo', png, 'image/png');
    expect(again.body.url).not.toBe(res.body.url);
  });

  it('refuses text disguised as image/png, an SVG and a file over 2MB', async () => {
    const cookie = await adminCookie();
    const disguised = await http(cookie).upload(
      '/api/admin/associacoes/logo',
      Buffer.from('<html><script>alert(1)</script>'),
      'image/png',
    );
    expect(disguised.status).toBe(400);
    expect(disguised.body.error).toBe('O arquivo deve ser uma imagem');
    const svg = await http(cookie).upload(
      '/api/admin/associacoes/logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(svg.body.error).toBe('O arquivo deve ser uma imagem');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await http(cookie).upload('/api/admin/associacoes/logo', big, 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe('O arquivo deve ter no máximo 2MB');
  });

  it('PUTs the logo to the S3 bucket with a SigV4 signature when S3 is configured', async () => {
    const s3 = createTestApp({
      env: {
        DATA_DIR: dataDir,
        S3_ENDPOINT: 'https://s3.exemplo.com.br',
        S3_BUCKET: 'desejo-public',
        S3_REGION: 'sa-east-1',
        S3_ACCESS_KEY_ID: 'AKIATESTE',
        S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
        S3_PUBLIC_URL: 'https://cdn.exemplo.com.br/',
      },
    });
    const cookie = await adminCookie(s3);
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    try {
      let storedPath = '';
      const bucket = nock('https://s3.exemplo.com.br')
        .matchHeader('content-type', 'image/png')
        .matchHeader('cache-control', 'public, max-age=31536000, immutable')
        .matchHeader('x-amz-content-sha256', createHash('sha256').update(png).digest('hex'))
        .matchHeader(
          'authorization',
          /^AWS4-HMAC-SHA256 Credential=AKIATESTE\/\d{8}\/sa-east-1\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
        )
        .put(/^\/desejo-public\/parceiros-logos\/\d{13}-[0-9a-f]{16}\.png$/)
        .reply((path) => {
          storedPath = path;
          return [200, ''];
        });
      // The declared type does not matter: the bytes say PNG, and the bucket is told image/png.
      const res = await http(cookie, s3).upload(
        '/api/admin/associacoes/logo',
        png,
        'application/octet-stream',
      );
      expect(res.status, s3.logs()).toBe(201);
      expect(bucket.isDone()).toBe(true);
      expect(res.body.url).toBe(`https://cdn.exemplo.com.br${storedPath.replace('/desejo-public', '')}`);

      // The bucket refusing the object is the spec's upload failure, never a 500.
      nock('https://s3.exemplo.com.br').put(/.*/).reply(403, '<Error><Code>AccessDenied</Code></Error>');
      const refused = await http(cookie, s3).upload('/api/admin/associacoes/logo', png, 'image/png');
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe('Não foi possível fazer upload do logo');
    } finally {
      nock.cleanAll();
      nock.enableNetConnect();
    }
  });
});

describe('admin only', () => {
  it('answers 403 to a shopkeeper and 401 without a session', async () => {
    const { cookie } = await signedInUser(test);
    const lojista = http(cookie);
    expect((await lojista.get('/api/admin/associacoes')).status).toBe(403);
    expect((await lojista.upload('/api/admin/associacoes/logo', png, 'image/png')).status).toBe(403);
    const admin = await adminCookie();
    const { id } = await newAssociation(admin);
    expect(
      (
        await lojista.upload(
          `/api/admin/associacoes/${id}/associados/importar`,
          `${randomCnpj()};X`,
          'text/csv',
        )
      ).status,
    ).toBe(403);
    expect((await lojista.delete(`/api/admin/associacoes/${id}`)).status).toBe(403);
    expect((await request(test.app).get('/api/admin/associacoes')).status).toBe(401);
    expect(await db.associacaoParceira.count({ where: { id } })).toBe(1);
  });
});
