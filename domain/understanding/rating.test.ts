import { describe, expect, it } from 'vitest';
import { readRatingAnswer } from './rating.ts';

describe('readRatingAnswer', () => {
  it.each([
    ['5', 5, null, false],
    ['4, demorou um pouco', 4, 'demorou um pouco', false],
    ['nota 4', 4, null, true],
    ['Nota: 3 - atendimento ok', 3, 'atendimento ok', true],
    ['dou nota cinco', 5, null, true],
    ['4 estrelas, entregaram no dia', 4, 'entregaram no dia', true],
    ['4/5', 4, null, true],
    ['⭐⭐⭐⭐', 4, null, true],
    ['⭐⭐⭐⭐⭐ Ótimo atendimento!', 5, 'Ótimo atendimento!', true],
  ])('%s → nota %i', (text, nota, comentario, isExplicit) => {
    expect(readRatingAnswer(text)).toEqual({ kind: 'nota', nota, comentario, isExplicit, codigo: null });
  });

  it('reads the buttons by the text their ids stand for', () => {
    expect(readRatingAnswer('Nota 5 para a loja do desejo 1a2b3c4d')).toMatchObject({
      kind: 'nota',
      nota: 5,
      codigo: '1a2b3c4d',
    });
    expect(readRatingAnswer('Não quero avaliar o desejo 1a2b3c4d')).toEqual({
      kind: 'recusa',
      codigo: '1a2b3c4d',
    });
  });

  it.each(['não quero avaliar', 'Nao vou avaliar nao', 'prefiro não avaliar, obrigado'])(
    '%s is a refusal',
    (text) => {
      expect(readRatingAnswer(text)).toEqual({ kind: 'recusa', codigo: null });
    },
  );

  it.each(['quero uma geladeira', '6', '0', '5 geladeiras brastemp', 'oi', '10x sem juros', ''])(
    '%s is not an answer',
    (text) => {
      expect(readRatingAnswer(text)).toBeNull();
    },
  );
});
