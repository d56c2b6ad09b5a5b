import { describe, expect, it } from 'vitest';
import { archiveSchema } from './archive-schema.ts';
import { shortCode, shortenLink } from './dashboard-schemas.ts';
import { errorReportSchema } from './error-report-schema.ts';

const fieldMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('errorReportSchema', () => {
  it('requires titulo (≤ 100) and descricao (≤ 1000); passos is optional (≤ 500)', () => {
    expect(errorReportSchema.parse({ titulo: 'Erro', descricao: 'Não carrega', passos: '' })).toEqual({
      titulo: 'Erro',
      descricao: 'Não carrega',
    });
    expect(fieldMessages(errorReportSchema.safeParse({ titulo: ' ', descricao: '' }))).toEqual({
      titulo: 'Informe um título',
      descricao: 'Descreva o problema',
    });
    const tooLong = errorReportSchema.safeParse({
      titulo: 'a'.repeat(101),
      descricao: 'b'.repeat(1001),
      passos: 'c'.repeat(501),
    });
    expect(fieldMessages(tooLong)).toEqual({
      titulo: 'O título deve ter no máximo 100 caracteres',
      descricao: 'A descrição deve ter no máximo 1000 caracteres',
      passos: 'Os passos devem ter no máximo 500 caracteres',
    });
    expect(
      errorReportSchema.safeParse({
        titulo: 'a'.repeat(100),
        descricao: 'b'.repeat(1000),
        passos: 'c'.repeat(500),
      }).success,
    ).toBe(true);
  });
});

describe('archiveSchema', () => {
  it('requires one of the three reasons and keeps observacoes for any of them', () => {
    expect(archiveSchema.parse({ motivo: 'nao_vendo_tipo', observacoes: ' só usados ' })).toEqual({
      motivo: 'nao_vendo_tipo',
      observacoes: 'só usados',
    });
    expect(fieldMessages(archiveSchema.safeParse({ motivo: 'outro' }))).toEqual({
      motivo: 'Selecione um motivo',
    });
  });
});

describe('card display rules', () => {
  it('shows the first 8 characters of the wish id', () => {
    expect(shortCode('0f8e3a1c-1111-2222-3333-444455556666')).toBe('0f8e3a1c');
  });

  it('shortens a link to host plus the path up to 15 characters, or 12 and an ellipsis', () => {
    expect(shortenLink('https://loja.com.br/p/123')).toBe('loja.com.br/p/123');
    expect(shortenLink('https://loja.com.br/')).toBe('loja.com.br');
    expect(shortenLink('https://loja.com.br/produtos/geladeira')).toBe('loja.com.br/produtos/ge...');
  });
});
