import { describe, expect, it } from 'vitest';
import { optionsOf } from '#domain/whatsapp/interactive.ts';
import { inferInteractive } from './infer-interactive.ts';

const options = (text: string) => {
  const message = inferInteractive(text);
  return message ? { type: message.type, options: optionsOf(message) } : undefined;
};

describe('buttons and lists read from a model reply', () => {
  it('a category question ending with numbered options becomes a list whose ids are the numbers', () => {
    const text = [
      'Entendi, você quer uma *cafeteira expresso* em Curitiba/PR. Qual destas categorias combina melhor?',
      '1. Eletroportáteis › Cafeteiras',
      '2. Eletrodomésticos',
      '3. Casa e Decoração – utensílios de cozinha',
      '4. Outra',
    ].join('\n');
    const message = inferInteractive(text)!;
    expect(message.type).toBe('list');
    expect(message.body).toBe(
      'Entendi, você quer uma *cafeteira expresso* em Curitiba/PR. Qual destas categorias combina melhor?',
    );
    expect(optionsOf(message)).toEqual([
      { id: 'r:1', title: 'Eletroportáteis › Cafet…', description: 'Eletroportáteis › Cafeteiras' },
      { id: 'r:2', title: 'Eletrodomésticos' },
      { id: 'r:3', title: 'Casa e Decoração', description: 'utensílios de cozinha' },
      { id: 'r:4', title: 'Outra' },
    ]);
  });

  it('up to three short options become buttons', () => {
    expect(
      options('O que você quer fazer agora?\n1) Ver ofertas\n2) Encerrar desejo\n3) Novo desejo'),
    ).toEqual({
      type: 'button',
      options: [
        { id: 'r:1', title: 'Ver ofertas' },
        { id: 'r:2', title: 'Encerrar desejo' },
        { id: 'r:3', title: 'Novo desejo' },
      ],
    });
  });

  it('offers with shop and price become rows with the price as description', () => {
    const text =
      'Chegaram 2 ofertas para *Sofá retrátil*. Qual você escolheu?\n1. *Loja Barata*: R$ 1.999,90\n2. *Loja Cara*: R$ 2.500,00';
    expect(options(text)?.options[0]).toEqual({
      id: 'r:1',
      title: 'Loja Barata',
      description: 'R$ 1.999,90',
    });
  });

  it('a yes/no confirmation becomes Sim / Não', () => {
    for (const text of [
      'Resumo: Geladeira frost free, Campinas/SP, categoria Eletrodomésticos.\n\nPosso enviar para as lojas?',
      'Encerrar o desejo *Sofá* (código 1a2b3c4d)? (sim/não)',
      'Confirma a oferta de R$ 350,00 para a Furadeira? Responda sim ou não.',
    ]) {
      expect(options(text), text).toEqual({
        type: 'button',
        options: [
          { id: 'r:sim', title: 'Sim' },
          { id: 'r:não', title: 'Não' },
        ],
      });
    }
  });

  it('open questions, lists in the middle and plain answers get no buttons', () => {
    for (const text of [
      'Em qual cidade você quer comprar?',
      'Qual é a marca que você prefere?',
      'Pode me dizer qual o tamanho da geladeira?',
      'Seu desejo foi enviado para 3 lojas. Código: *1a2b3c4d*.',
      'Ofertas:\n1. Loja A: R$ 10\n2. Loja B: R$ 12\n\nAs ofertas chegam aqui nesta conversa.',
      'Passos:\n2. Diga o produto\n3. Diga a cidade',
      'Anotei:\n1. Geladeira',
    ]) {
      expect(inferInteractive(text), text).toBeUndefined();
    }
  });
});
