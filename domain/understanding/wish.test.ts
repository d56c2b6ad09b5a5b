import { describe, expect, it } from 'vitest';
import { readPlace, readPlaceAnswer, readUf } from './place.ts';
import { withoutPlaceName } from './product.ts';
import { seedRefs } from './test-refs.ts';
import { readWish } from './wish.ts';

const refs = seedRefs();
const place = (text: string) => {
  const reading = readPlace(text, refs.places);
  return reading.match?.cidades.map((c) => `${c.nome}/${c.uf}`).join('|') ?? null;
};

describe('readPlace: the city and state of a message, from anywhere in it', () => {
  it.each([
    ['boa tarde, quero um colchão de casal aqui em Maringá', 'Maringá/PR'],
    ['moro em sao jose dos campos e preciso de um sofa', 'São José dos Campos/SP'],
    ['sou de Caxias do Sul, tem pneu 175/70?', 'Caxias do Sul/RS'],
    ['to em uberaba, alguem vende botijao?', 'Uberaba/MG'],
    ['cidade: Petrópolis. quero uma estante', 'Petrópolis/RJ'],
    ['notebook gamer Londrina - PR', 'Londrina/PR'],
    ['fogão 5 bocas, Anápolis/GO', 'Anápolis/GO'],
    ['ar condicionado 12 mil btus feira de santana ba', 'Feira de Santana/BA'],
    ['vcs entregam em Mossoró?', 'Mossoró/RN'],
    ['Teresina, queria uma geladeira duplex', 'Teresina/PI'],
    ['geladeira pra minha mae em londrina, paraná', 'Londrina/PR'],
    ['tenis de corrida em sampa', 'São Paulo/SP'],
    ['preciso de tinta em floripa', 'Florianópolis/SC'],
    ['ração de gato em bh', 'Belo Horizonte/MG'],
    ['cimento em ribeirao pretu', 'Ribeirão Preto/SP'],
    ['bateria de carro em piracicab', 'Piracicaba/SP'],
  ])('%s → %s', (text, expected) => {
    expect(place(text)).toBe(expected);
  });

  it('prefers the longest name and the state given for a name shared by several states', () => {
    expect(place('quero um armário em são josé dos pinhais')).toBe('São José dos Pinhais/PR');
    expect(place('sofá em Bom Jesus - RS')).toBe('Bom Jesus/RS');
    expect(place('sofá em bom jesus')).toBe(
      'Bom Jesus/PI|Bom Jesus/RN|Bom Jesus/PB|Bom Jesus/SC|Bom Jesus/RS',
    );
  });

  it('takes the capital or the far larger namesake when no state is given', () => {
    expect(place('moro em campo grande')).toBe('Campo Grande/MS');
    expect(place('preciso de pneu em cascavel')).toBe('Cascavel/PR');
  });

  it('does not read products, months or everyday words as places', () => {
    for (const text of [
      'quero um presente de natal pro meu filho',
      'ventilador de coluna',
      'serra mármore bosch',
      'vamos casar em março e queremos alianças',
      'vaso pra plantar no jardim',
      'óleo lubrax 5w30',
      'vazamento no banheiro, preciso de encanador',
    ]) {
      expect(place(text), text).toBeNull();
    }
  });

  it('reads the answer to "em qual cidade?" whole: a lone everyday name or a typo', () => {
    expect(readPlaceAnswer('Natal', refs.places).match?.cidades[0]).toMatchObject({
      nome: 'Natal',
      uf: 'RN',
    });
    expect(readPlaceAnswer('curitba', refs.places).match?.cidades[0]).toMatchObject({ nome: 'Curitiba' });
    expect(readPlaceAnswer('moro em vitória da conquista', refs.places).uf).toBe('BA');
  });

  it('reads a state alone', () => {
    for (const [text, uf] of [
      ['SP', 'SP'],
      ['rs', 'RS'],
      ['Paraná', 'PR'],
      ['estado de minas gerais', 'MG'],
    ] as const) {
      expect(readUf(text, refs.places), text).toBe(uf);
    }
  });
});

describe('readWish: product, brand and category of a message', () => {
  it.each([
    [
      'oi boa noite, tudo bem? to procurando uma lavadora de roupas 12kg em Natal',
      'Lavadora de roupas 12kg',
      'Eletrodomésticos',
    ],
    [
      'Bom dia! Vcs tem colchão de casal ortopédico? Moro em Blumenau',
      'Colchão de casal ortopédico',
      'Móveis',
    ],
    [
      'preciso de 10 sacos de argamassa ac3 pra obra, joinville',
      '10 sacos de argamassa ac3 pra obra',
      'Materiais de Construção',
    ],
    ['alguém vende ração pra calopsita em Sobral?', 'Ração pra calopsita', 'Pet Shop'],
    [
      'gostaria de um orçamento de tênis de corrida masculino 42, obrigado',
      'Tênis de corrida masculino 42',
      'Calçados',
    ],
  ])('%s', (text, produto, categoria) => {
    const reading = readWish(text, refs);
    expect(reading.produto).toBe(produto);
    expect(reading.classification?.candidates[0]?.categoria).toBe(categoria);
  });

  it('keeps the brand in the product and names it, product lines by their maker', () => {
    expect(readWish('quero uma geladeira brastemp inox em Goiânia', refs)).toMatchObject({
      produto: 'Geladeira brastemp inox',
      marca: 'Brastemp',
    });
    expect(readWish('tem iphone 14 pro max?', refs).marca).toBe('Apple');
    expect(readWish('capinha pro galaxy a54, da marca Spigen', refs).marca).toBe('Spigen');
    expect(readWish('tinta coral branca 18 litros', refs).marca).toBe('Coral');
    expect(readWish('quero ver a estrela cadente', refs).marca).toBeNull();
  });

  it('finds the product clause of a long story and keeps the rest as details', () => {
    const reading = readWish(
      'oi boa tarde, minha geladeira quebrou ontem de noite e perdi tudo que tinha dentro, preciso de uma nova o quanto antes, de preferencia frost free, aqui em Cascavel. obrigada',
      refs,
    );
    expect(reading.produto).toMatch(/^Geladeira/);
    expect(reading.place.match?.cidades[0]).toMatchObject({ nome: 'Cascavel', uf: 'PR' });
    expect(reading.classification?.candidates[0]?.subcategoria).toBe('Geladeiras');
  });

  it('tells the audience of sibling categories apart', () => {
    const blusa = readWish('blusa de frio feminina tamanho M', refs).classification?.candidates[0];
    expect(blusa?.categoria).toBe('Moda Feminina');
  });

  it('is unsure, with options, when the product says little', () => {
    const reading = readWish('quero um negócio bonito pra sala', refs);
    expect(reading.classification?.confident).toBe(false);
  });
});

describe('withoutPlaceName', () => {
  it('drops the city from a product that still carries it', () => {
    expect(withoutPlaceName('Porta de madeira 80cm, rondonópolis', 'Rondonópolis')).toBe(
      'Porta de madeira 80cm',
    );
    expect(withoutPlaceName('Sofá retrátil em Campinas', 'Campinas')).toBe('Sofá retrátil');
    expect(withoutPlaceName('Sofá retrátil', 'Campinas')).toBe('Sofá retrátil');
  });
});
