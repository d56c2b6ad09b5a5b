import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '#platform/http/app-error.ts';
import { db } from '#prisma/client.ts';
import { randomCnpj, randomMobile } from '#tests/factories/shops.ts';
import { lojistaMessages } from './messages.ts';
import { mapUniqueViolation } from './unique-violation.ts';

// The database's refusal of a duplicate, read on either adapter, becomes the form's message.

function shop(overrides: Record<string, string> = {}) {
  return {
    email: `loja-${randomUUID()}@exemplo.com.br`,
    nome_loja: 'Loja',
    cnpj: randomCnpj(),
    whatsapp: randomMobile(),
    whatsapp_loja: randomMobile(),
    estado: 'SP',
    cidade: 'São Paulo',
    cidade_normalizada: 'sao paulo',
    ...overrides,
  };
}

async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => expect.unreachable('a gravação duplicada foi aceita'),
    (e: unknown) => e,
  );
  const mapped = mapUniqueViolation(error);
  expect(mapped).toBeInstanceOf(AppError);
  return { status: (mapped as AppError).status, message: (mapped as AppError).message };
}

describe('mapUniqueViolation', () => {
  it('maps each unique column of a shop to its message', async () => {
    const first = await db.lojista.create({ data: shop() });
    expect(await refusal(db.lojista.create({ data: shop({ cnpj: first.cnpj! }) }))).toEqual({
      status: 409,
      message: lojistaMessages.cnpjDuplicado,
    });
    expect(await refusal(db.lojista.create({ data: shop({ whatsapp_loja: first.whatsapp_loja }) }))).toEqual({
      status: 409,
      message: lojistaMessages.whatsappLojaDuplicado,
    });
    expect(await refusal(db.lojista.create({ data: shop({ email: first.email }) }))).toEqual({
      status: 409,
      message: lojistaMessages.emailDuplicado,
    });
  });

  it('maps a taken account e-mail to the e-mail message', async () => {
    const email = `conta-${randomUUID()}@exemplo.com.br`;
    await db.user.create({ data: { id: randomUUID(), name: 'A', email } });
    expect(await refusal(db.user.create({ data: { id: randomUUID(), name: 'B', email } }))).toEqual({
      status: 409,
      message: lojistaMessages.emailDuplicado,
    });
  });

  it('leaves other errors alone', () => {
    const error = new Error('outro');
    expect(mapUniqueViolation(error)).toBe(error);
  });
});
