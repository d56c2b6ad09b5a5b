import { describe, expect, it } from 'vitest';
import { wishSentMessage } from '../wish/wish-success.tsx';
import { formatDateTime, formatValor } from './format.ts';

describe('formatDateTime', () => {
  it('shows the São Paulo wall clock in pt-BR whatever the machine’s zone', () => {
    expect(formatDateTime('2026-03-01T02:30:00Z')).toBe('28/02/2026, 23:30');
  });
});

describe('formatValor', () => {
  it('formats the API decimal text as BRL and says when there is none', () => {
    expect(formatValor('1234.5')).toBe('R$\u00a01.234,50');
    expect(formatValor(null)).toBe('Não informado');
  });
});

describe('wishSentMessage', () => {
  it('says zero shops as zero and keeps the wish', () => {
    expect(wishSentMessage(0)).toContain('Nenhuma loja');
    expect(wishSentMessage(0)).toContain('Seu desejo ficou registrado');
    expect(wishSentMessage(1)).toBe('Seu desejo foi enviado para 1 loja da sua cidade.');
    expect(wishSentMessage(12)).toBe('Seu desejo foi enviado para 12 lojas da sua cidade.');
  });
});
