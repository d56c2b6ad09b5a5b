import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, Prisma, uniqueViolation } from '#prisma/client.ts';

// The database itself refuses duplicates that the services also check, so two requests racing
// past the service check still cannot both write. Every value is random: other test files share
// this database.

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

function lojistaData(overrides: Partial<Prisma.LojistaUncheckedCreateInput> = {}) {
  const whatsapp = `55${digits(11)}`;
  return {
    email: `loja-${randomUUID()}@exemplo.com.br`,
    nome_loja: 'Loja Teste',
    cnpj: digits(14),
    whatsapp,
    whatsapp_loja: whatsapp,
    estado: 'SP',
    cidade: 'São Paulo',
    cidade_normalizada: 'sao paulo',
    ...overrides,
  } satisfies Prisma.LojistaUncheckedCreateInput;
}

/**
 * The Prisma error of a write that must fail on a unique constraint, read by uniqueViolation
 * (prisma/client.ts), as the services read it: the constraint's name on either adapter.
 */
async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => expect.unreachable('a gravação duplicada foi aceita'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  const { model, constraint } = uniqueViolation(error) ?? {};
  return { code: (error as Prisma.PrismaClientKnownRequestError).code, model, constraint };
}

describe('unique constraints on lojistas', () => {
  it('rejects a second shop with the same CNPJ', async () => {
    const first = await db.lojista.create({ data: lojistaData() });
    expect(await refusal(db.lojista.create({ data: lojistaData({ cnpj: first.cnpj }) }))).toEqual({
      code: 'P2002',
      model: 'Lojista',
      constraint: 'lojistas_cnpj_key',
    });
  });

  it('rejects a second shop with the same shop WhatsApp', async () => {
    const first = await db.lojista.create({ data: lojistaData() });
    const duplicate = lojistaData({ whatsapp_loja: first.whatsapp_loja });
    expect(await refusal(db.lojista.create({ data: duplicate }))).toEqual({
      code: 'P2002',
      model: 'Lojista',
      constraint: 'lojistas_whatsapp_loja_key',
    });
  });

  it('rejects a second shop with the same e-mail', async () => {
    const first = await db.lojista.create({ data: lojistaData() });
    expect(await refusal(db.lojista.create({ data: lojistaData({ email: first.email }) }))).toEqual({
      code: 'P2002',
      model: 'Lojista',
      constraint: 'lojistas_email_key',
    });
  });

  it('accepts several shops without a CNPJ', async () => {
    await db.lojista.create({ data: lojistaData({ cnpj: null }) });
    await expect(db.lojista.create({ data: lojistaData({ cnpj: null }) })).resolves.toMatchObject({
      cnpj: null,
    });
  });
});

describe('unique constraint on associacao_associados', () => {
  it('rejects the same documento twice in one association and accepts it in another', async () => {
    const [acia, cdl] = await Promise.all([
      db.associacaoParceira.create({ data: { nome: `ACIA ${randomUUID()}` } }),
      db.associacaoParceira.create({ data: { nome: `CDL ${randomUUID()}` } }),
    ]);
    const documento = digits(14);
    const member = (associacao_id: string) => ({
      associacao_id,
      documento,
      nome_completo: 'Associado Teste',
    });
    await db.associacaoAssociado.create({ data: member(acia.id) });

    expect(await refusal(db.associacaoAssociado.create({ data: member(acia.id) }))).toEqual({
      code: 'P2002',
      model: 'AssociacaoAssociado',
      constraint: 'associacao_associados_documento_associacao_id_key',
    });
    await expect(db.associacaoAssociado.create({ data: member(cdl.id) })).resolves.toMatchObject({
      documento,
      associacao_id: cdl.id,
    });
    expect(await db.associacaoAssociado.count({ where: { documento } })).toBe(2);
  });
});
