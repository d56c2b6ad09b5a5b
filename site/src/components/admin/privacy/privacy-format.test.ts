import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { erasureLines, exportDescription, failureDescription } from './privacy-format.ts';

const none = {
  conversas_apagadas: 0,
  mensagens_apagadas: 0,
  desejos_anonimizados: 0,
  conversas_de_loja_mantidas: 0,
};

describe('exportDescription', () => {
  it('counts what the file holds, singular and plural', () => {
    expect(exportDescription({ conversas: 1, desejos: 2 })).toBe('1 conversa e 2 desejos no arquivo.');
    expect(exportDescription({ conversas: 0, desejos: 1 })).toBe('0 conversas e 1 desejo no arquivo.');
  });

  it('says when nothing is stored under the number', () => {
    expect(exportDescription({ conversas: 0, desejos: 0 })).toBe(
      'Nenhuma conversa ou desejo encontrado para este telefone.',
    );
  });
});

describe('erasureLines', () => {
  it('lists the conversations, messages and wishes the erasure touched', () => {
    expect(
      erasureLines({ ...none, conversas_apagadas: 1, mensagens_apagadas: 4, desejos_anonimizados: 1 }),
    ).toEqual(['1 conversa apagada', '4 mensagens apagadas', '1 desejo anonimizado']);
  });

  it('says nothing was found, and still names a shop conversation that stayed', () => {
    expect(erasureLines(none)).toEqual(['Nenhum dado de cliente encontrado para este telefone.']);
    expect(erasureLines({ ...none, conversas_de_loja_mantidas: 2 })).toEqual([
      'Nenhum dado de cliente encontrado para este telefone.',
      '2 conversas de loja mantidas (lojas têm conta própria)',
    ]);
  });
});

describe('failureDescription', () => {
  it("adds the server's reason to a refusal or a network failure, not to a crash", () => {
    const refused = new ApiError(400, { error: 'Telefone inválido: use DDD e número, com ou sem 55.' });
    expect(failureDescription(refused, 'Não foi possível apagar os dados')).toBe(
      'Não foi possível apagar os dados: Telefone inválido: use DDD e número, com ou sem 55.',
    );
    const offline = new ApiError(0, { error: 'Não foi possível conectar ao servidor.' });
    expect(failureDescription(offline, 'Falhou')).toBe('Falhou: Não foi possível conectar ao servidor.');
    expect(failureDescription(new ApiError(500, { error: 'detalhe interno' }), 'Falhou')).toBe('Falhou');
    expect(failureDescription(new Error('x'), 'Falhou')).toBe('Falhou');
  });
});
