import { describe, expect, it } from 'vitest';
import { answerFor, isSummary, type Persona } from './customer-answers.ts';

// The simulated customer against the guided flow's questions as they read today and against
// freer wordings a model may use.

const persona: Persona = {
  city: 'Campinas',
  uf: 'SP',
  brand: 'Nespresso',
  categoryAny: ['Eletroportáteis', 'TV, Áudio e Vídeo'],
};
const anyCategory: Persona = { city: 'Campinas', uf: 'SP' };

describe('the simulated customer', () => {
  it('answers the city question with city and UF, a state question with the UF', () => {
    const city =
      'Anotado: *cafeteira*. Em qual cidade você quer comprar? Envie a cidade e o estado, ex.: Campinas SP.';
    expect(answerFor(city, persona)).toBe('Campinas SP');
    expect(
      answerFor('Não entendi a cidade. Envie a cidade e a sigla do estado, ex.: Campinas SP.', persona),
    ).toBe('Campinas SP');
    expect(
      answerFor('Encontrei Campinas em mais de um estado (SP, MG). Qual é a sigla do estado?', persona),
    ).toBe('SP');
    expect(answerFor('Legal! Onde você mora?', persona)).toBe('Campinas SP');
  });

  it('gives the brand to a question that asks for it (even after a "Cidade:" label), else "não"', () => {
    const extras =
      'Cidade: *Campinas/SP*. Tem marca ou características que prefere? Ex.: marca Brastemp, 400 litros, inox. Se não, responda "pular".';
    expect(answerFor(extras, persona)).toBe('Nespresso');
    expect(answerFor(extras, anyCategory)).toBe('não');
    expect(answerFor('Alguma característica importante, como cor ou tamanho?', persona)).toBe('não');
  });

  it('picks the first suggestion of a wanted category, else the "other" option', () => {
    const suggestions = [
      'Qual destas categorias combina com o seu desejo? Responda com o número:',
      '1. Eletrodomésticos › Fornos',
      '2. Eletroportáteis › Cafeteiras',
      '3. TV, Áudio e Vídeo',
      '0. Ver todas as categorias',
    ].join('\n');
    expect(answerFor(suggestions, persona)).toBe('2');
    expect(answerFor(suggestions, anyCategory)).toBe('1');
    expect(answerFor(suggestions, { ...persona, categoryAny: ['Móveis'] })).toBe('0');
    const outra = 'Qual destas categorias?\n1. Móveis\n2. Eletroportáteis\n3. Outra';
    expect(answerFor(outra, { ...persona, categoryAny: ['Games'] })).toBe('3');
  });

  it('finds the wanted category in the full list (else 1) and takes no subcategory', () => {
    const all = [
      'Escolha a categoria pelo número:',
      '1. Celulares e Telefonia',
      '2. TV, Áudio e Vídeo',
      '3. Móveis',
    ];
    expect(answerFor(all.join('\n'), persona)).toBe('2');
    expect(answerFor(all.join('\n'), { ...persona, categoryAny: ['Games'] })).toBe('1');
    const subs =
      'Eletroportáteis: qual destas? Responda com o número:\n1. Cafeteiras\n2. Liquidificadores\n0. Nenhuma destas (qualquer loja da categoria)';
    expect(answerFor(subs, persona)).toBe('0');
  });

  it('says yes to the summary and to any "can I send it" question, no to anything else', () => {
    const summary =
      '*Resumo do seu desejo*\nProduto: cafeteira\nCidade: Campinas/SP\nCategoria: Eletroportáteis\n\nPosso enviar para as lojas? (sim/não)';
    expect(isSummary(summary)).toBe(true);
    expect(answerFor(summary, persona)).toBe('sim');
    expect(answerFor('Perfeito, posso enviar seu pedido para as lojas de Campinas?', persona)).toBe('sim');
    expect(answerFor('*Qual é o seu desejo?* Diga o produto que você quer comprar.', persona)).toBe('não');
  });
});
