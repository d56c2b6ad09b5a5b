import { describe, expect, it } from 'vitest';
import { findPrices, parseShopReply } from './offer.ts';
import { offer } from './offer-test-support.ts';

describe('parseShopReply: the price, every Brazilian way', () => {
  it.each([
    ['R$ 2.399,00', 239900],
    ['2.399', 239900],
    ['189,90', 18990],
    ['R$1.250', 125000],
    ['R$ 89,9', 8990],
    ['45 reais', 4500],
    ['45 conto', 4500],
    ['2 mil', 200000],
    ['2 mil e quinhentos', 250000],
    ['1,5 mil', 150000],
    ['1.5k', 150000],
    ['mil e duzentos', 120000],
    ['dois mil', 200000],
    ['duzentos e cinquenta reais', 25000],
    ['1200', 120000],
    ['1200,00', 120000],
    ['por 899', 89900],
    ['fica 1.100', 110000],
    ['sai a 350', 35000],
    ['valor: 1.299,90', 129990],
    ['Boa tarde! Temos sim, fica R$ 1.850,00 à vista', 185000],
    ['tenho sim amigo 650 no pix', 65000],
    ['Sai por 2k no dinheiro', 200000],
    ['fica trezentos e cinquenta reais', 35000],
    ['cento e vinte reais', 12000],
    ['cinquenta reais', 5000],
    ['um milhão e duzentos mil', 120000000],
    ['1,2 milhão', 120000000],
    ['50 reais e 90 centavos', 5090],
    ['fica 1.100,00 reais', 110000],
    ['899reais', 89900],
    ['preço: 1.299', 129900],
    ['custa 420', 42000],
    ['R$ 1.234.567,89', 123456789],
    ['o valor é 350', 35000],
    ['faço por 280', 28000],
    ['deixo por 1.050 no pix', 105000],
    ['$ 150', 15000],
    ['RS 150', 15000],
    ['sai 5 reais', 500],
    ['VALOR 2.100,00 A VISTA', 210000],
    ['vlr 780', 78000],
    ['fica 2 mil e 300', 230000],
    ['R$ 1.099,00 (mil e noventa e nove reais)', 109900],
    ['quinhentos e cinquenta no pix', 55000],
    ['valor de 1.000 por 850', 85000],
    ['850 tá bom?', 85000],
    ['Geladeira 2023 1.800', 180000],
    ['TENHO SIM!!! 1.250,00 NO PIX 🙏', 125000],
  ])('%j → %i centavos', (text, cents) => {
    expect(offer(text).valorCentavos).toBe(cents);
  });
});

describe('parseShopReply: sizes, specs, counts, phones and dates are not the price', () => {
  it.each([
    ['tenho o de 400 litros por 3.200', 320000],
    ['Pneu 185/65 aro 15 sai 420 cada', 42000],
    ['TV 55 polegadas 4k fica 2.899', 289900],
    ['celular 128gb 8gb ram 1.599 no pix', 159900],
    ['tenho o iPhone 13 128gb por 3.100', 310000],
    ['ar condicionado 12000 btus 220v por 2.450', 245000],
    ['Notebook i5 8gb 256gb ssd 2.999', 299900],
    ['12 meses de garantia, 1.899 à vista', 189900],
    ['entrego em 3 dias, valor 780', 78000],
    ['chama no (11) 98765-4321, fica 250', 25000],
    ['sai 350, pode retirar até as 18h', 35000],
    ['código 1a2b3c4d: 450 reais', 45000],
    ['10% de desconto no pix: fica 900', 90000],
    ['Colchão casal 1,38 x 1,88 por 1.290', 129000],
    ['cimento 50kg 42 reais o saco', 4200],
    ['Máquina de lavar 12kg fica 2.199 em 10x sem juros', 219900],
    ['chega dia 15, 1.400', 140000],
    ['carro ano 2019 por 45 mil', 4500000],
    ['bicicleta aro 29 21 marchas 1.350', 135000],
    ['geladeira frost free 2 portas 3.450', 345000],
    ['fogão 4 bocas 890', 89000],
    ['Bom dia 899 no pix', 89900],
    ['tenho 3 unidades, 120 cada', 12000],
  ])('%j → %i centavos', (text, cents) => {
    expect(offer(text).valorCentavos).toBe(cents);
  });

  it.each([
    'pneu aro 15',
    '185/65 R15',
    'geladeira 400 litros',
    'saco de 50kg',
    'celular 128gb',
    'TV 55 polegadas',
    'funciona em 110v/220v',
    '12 meses de garantia',
    'entrego em 3 dias',
    'em 10x',
    'meu telefone é (11) 98765-4321',
    'chama no 98765-4321',
    'até dia 15',
    'fecho às 18h',
    'pedido 1a2b3c4d',
    '10% de desconto',
    'volto dia 15/03',
    'abre 08:00',
    'iPhone 13',
    'Galaxy S23',
    'modelo 2023',
    'tenho 3 unidades',
    'TV 4k',
    'garantia de 1 ano',
    'fogão 4 bocas',
    'pedido #12345678',
    'ligue 11987654321',
    'o cliente quer 110 ou 220?',
    'tenho um de cada',
  ])('no amount in %j', (text) => {
    expect(findPrices(text)).toEqual([]);
  });
});

describe('parseShopReply: several amounts', () => {
  it.each([
    ['1.200 no cartão ou 1.100 no pix', 110000],
    ['à vista 899 ou 3x de 310', 89900],
    ['R$ 2.399,00 à vista ou 10x de 259,90', 239900],
    ['10x de 120 sem juros', 120000],
    ['12x de 99,90', 119880],
    ['no pix 1.150, no cartão 1.250', 115000],
    ['fica 1.300 no cartão ou 1.200 em dinheiro', 120000],
    ['650 + frete 30', 65000],
    ['entrega 20 reais, produto 180', 18000],
    ['taxa de entrega 15, o produto fica 95', 9500],
    ['R$ 340 mais 25 de frete', 34000],
    ['entrada de 500 e o resto em 5x de 200', 150000],
    ['de 1.500 por 1.199', 119900],
    ['tenho 2 modelos: o simples 450 e o completo 690', 45000],
    ['pix 899 cartão 950', 89900],
    ['899 no pix ou 950 no cartão em 3x', 89900],
    ['R$ 1.100 no débito ou R$ 1.180 no crédito', 110000],
    ['Valor total 1.500, entrada de 300', 150000],
    ['parcelo em até 12x de 150 no cartão', 180000],
    ['10 x 120 no cartão', 120000],
    ['fica 1.200 em 10x de 120 ou 1.080 à vista', 108000],
  ])('%j → %i centavos', (text, cents) => {
    expect(offer(text).valorCentavos).toBe(cents);
  });

  it('finds every amount with what it is for', () => {
    expect(findPrices('R$ 2.399,00 à vista ou 10x de 259,90, frete 30')).toEqual([
      { cents: 239900, start: 0, end: 11, tipo: 'avista' },
      { cents: 25990, start: 30, end: 36, tipo: 'parcela' },
      { cents: 3000, start: 44, end: 46, tipo: 'frete' },
    ]);
    expect(findPrices('entrada de 300 + 10x de 120').map((p) => p.tipo)).toEqual(['entrada', 'parcela']);
    expect(findPrices('1.200 no cartão ou 1.100 no pix').map((p) => p.tipo)).toEqual(['cartao', 'pix']);
  });

  it('cuts each amount from the text as typed', () => {
    const text = 'Olá! Sai por R$ 1.299,90 no PIX';
    const [price] = findPrices(text);
    expect(text.slice(price!.start, price!.end)).toBe('R$ 1.299,90');
  });
});

describe('parseShopReply: units', () => {
  it.each([
    ['45 reais o saco', 4500, 'por saco'],
    ['350 cada', 35000, 'cada'],
    ['R$ 12,00 a unidade', 1200, 'por unidade'],
    ['30 reais o metro', 3000, 'por metro'],
    ['R$ 65 o m²', 6500, 'por m²'],
    ['65 o m2', 6500, 'por m²'],
    ['R$ 38,90 o kg', 3890, 'por kg'],
    ['7,50 o litro', 750, 'por litro'],
    ['R$ 89 a caixa', 8900, 'por caixa'],
    ['150 o par', 15000, 'por par'],
    ['900 o milheiro', 90000, 'por milheiro'],
    ['R$ 250 a diária', 25000, 'por diária'],
    ['80 reais por hora', 8000, 'por hora'],
    ['R$ 4,50/un', 450, 'por unidade'],
    ['o saco sai 42', 4200, 'por saco'],
    ['cada um fica 380', 38000, 'cada'],
    ['R$ 50 o cento', 5000, 'o cento'],
    ['pneu aro 15 fica 380 cada, instalação grátis', 38000, 'cada'],
    ['tijolo 900 o mil', 90000, 'por milheiro'],
    ['faço 3 por 100', 10000, 'por 3 unidades'],
    ['A diária é 180', 18000, 'por diária'],
    ['valor por pessoa 89,90', 8990, 'por pessoa'],
    ['Fica 1.200 reais o conjunto', 120000, 'por conjunto'],
    ['Valor unitário: R$ 15,90', 1590, 'por unidade'],
    ['Temos, R$ 35,00 o pacote com 10', 3500, 'por pacote'],
    ['tem sim r$ 80 cd', 8000, 'cada'],
    ['tem sim, 75 reais a dz', 7500, 'por dúzia'],
  ])('%j → %i centavos %s', (text, cents, unidade) => {
    expect(offer(text)).toMatchObject({ valorCentavos: cents, unidade });
  });

  it('has no unit when the price is for the whole', () => {
    expect(offer('fica 1.100 no pix').unidade).toBeUndefined();
  });
});

describe('parseShopReply: pagamento', () => {
  it.each([
    ['899 no pix', 'Pix'],
    ['1.200 no cartão em 10x sem juros', 'Cartão em 10x sem juros'],
    ['899 à vista no pix ou em até 12x no cartão', 'Pix ou cartão em até 12x'],
    ['fica 350, aceito dinheiro ou pix', 'Dinheiro ou Pix'],
    ['450 no boleto', 'Boleto'],
    ['aceito cartão, fica 780', 'Cartão'],
    ['1.100 débito ou crédito', 'Cartão de débito ou crédito'],
    ['R$ 500 só no pix', 'Só Pix'],
    ['R$ 500 à vista', 'À vista'],
    ['R$ 2.000 parcelado no cartão', 'Cartão parcelado'],
    ['fica 600 no crédito em 3x', 'Cartão de crédito em 3x'],
    ['não aceito cartão, só pix, 300', 'Só Pix'],
    ['R$ 90 (transferência ou pix)', 'Transferência ou Pix'],
    ['10x de 120 sem juros', 'Parcelado em 10x de R$ 120,00 sem juros'],
    ['entrada de 300 + 10x de 120', 'Entrada de R$ 300,00 + 10x de R$ 120,00'],
    ['fica 1.100 no cartão em 10x', 'Cartão em 10x'],
    ['1.200 no cartão ou 1.100 no pix', 'Cartão (R$ 1.200,00) ou Pix'],
    ['tenhu sim, 350 no catao', 'Cartão'],
    ['Oi! Temos sim, preço de 1.899 no boleto ou pix', 'Boleto ou Pix'],
    ['tenho sim vlr 1.200 a vista ou 1.300 parc', 'À vista ou parcelado (R$ 1.300,00)'],
  ])('%j → %j', (text, pagamento) => {
    expect(offer(text).pagamento).toBe(pagamento);
  });

  it('never puts the freight in pagamento', () => {
    const reply = offer('350 pix ou dinheiro, frete 20');
    expect(reply.pagamento).toBe('Pix ou dinheiro');
    expect(reply.entrega).toBe('Entrega: R$ 20,00');
  });

  it('is undefined when not said', () => {
    expect(offer('fica 350').pagamento).toBeUndefined();
  });
});

describe('parseShopReply: entrega', () => {
  it.each([
    ['899, entrega hoje', 'Hoje'],
    ['1.200 e entrego amanhã', 'Amanhã'],
    ['350, prazo de 3 dias úteis', '3 dias úteis'],
    ['450, chega em 2 dias', 'Em 2 dias'],
    ['R$ 80, retirada na loja', 'Retirada na loja'],
    ['pronta entrega, 1.299', 'Pronta entrega'],
    ['750 com frete grátis', 'Frete grátis'],
    ['entrega 20 reais, valor 180', 'Entrega: R$ 20,00'],
    ['entregamos no mesmo dia, fica 99', 'No mesmo dia'],
    ['valor 1.500, entrega a combinar', 'A combinar'],
    ['Pronta entrega e frete grátis, 2.300 no pix', 'Pronta entrega; frete grátis'],
    ['299, entrego na sexta', 'Sexta'],
    ['R$ 640, entrega em 5 a 7 dias úteis', '5 a 7 dias úteis'],
    ['550, pode buscar aqui na loja', 'Retirada na loja'],
    ['480 com entrega até amanhã', 'Até amanhã'],
    ['Fazemos entrega, 120 o saco', 'Com entrega'],
    ['envio em 24h, 89,90', 'Em 24h'],
    ['ENTREGO HJ, 300 NO PIX', 'Hoje'],
    ['Consigo fazer por 2.350 no pix, mas só consigo entregar semana que vem', 'Semana que vem'],
    ['Sai por 199,90 cada. Posso entregar amanhã de manhã', 'Amanhã de manhã'],
    ['Opa, tenho. 380 reais o par, entrego hj a tarde', 'Hoje à tarde'],
    ['Entrega via motoboy 15 reais ou retire na loja. 200 no pix', 'Entrega: R$ 15,00; retirada na loja'],
    ['R$ 450,00. Entrega em até 3 dias', 'Em até 3 dias'],
    ['Instalação 120 reais, posso ir amanhã cedo', 'Amanhã cedo'],
  ])('%j → %j', (text, entrega) => {
    expect(offer(text).entrega).toBe(entrega);
  });

  it('is undefined when not said', () => {
    expect(offer('fica 350 no pix').entrega).toBeUndefined();
  });
});

describe('parseShopReply: validade', () => {
  it.each([
    ['899, vale até sexta', 'até sexta'],
    ['oferta válida por 3 dias, R$ 450', '3 dias'],
    ['só hoje 199', 'só hoje'],
    ['R$ 1.000 válido até amanhã', 'até amanhã'],
    ['preço por 48h: 2.500', '48h'],
    ['R$ 300 até o fim do mês', 'até o fim do mês'],
    ['promoção válida até dia 20, 150 reais', 'até dia 20'],
    ['enquanto durar o estoque: 79,90', 'enquanto durar o estoque'],
  ])('%j → %j', (text, validade) => {
    const reply = offer(text);
    expect(reply.validade).toBe(validade);
    expect(reply.entrega).toBeUndefined();
  });
});

describe('parseShopReply: observacoes and codigo', () => {
  it.each([
    ['1.899 à vista, novo lacrado com nota fiscal', 'Novo lacrado com nota fiscal'],
    ['Tenho na cor preta, 1.250', 'Cor preta'],
    ['899 no pix. Garantia de 12 meses', 'Garantia de 12 meses'],
    [
      'temos o modelo Brastemp BRM44 por 3.199, instalação inclusa',
      'Modelo Brastemp BRM44; instalação inclusa',
    ],
    ['pneu aro 15 fica 380 cada, instalação grátis', 'Pneu aro 15; instalação grátis'],
  ])('%j → %j', (text, observacoes) => {
    expect(offer(text).observacoes).toBe(observacoes);
  });

  it('leaves greetings and what was read out of the notes', () => {
    expect(offer('Bom dia! 450 reais no pix, entrego amanhã. Obrigado').observacoes).toBeUndefined();
    expect(offer('Tenho sim').observacoes).toBeUndefined();
  });

  it.each([
    ['#1a2b3c4d tenho sim 500', '1a2b3c4d'],
    ['código 12345678: 300 reais', '12345678'],
    ['pedido 0A1B2C3D fica 200', '0a1b2c3d'],
    ['desejo ab12cd34 fica 99', 'ab12cd34'],
    ['Oi! 9f8e7d6c - fica 1.100 no pix', '9f8e7d6c'],
  ])('%j → código %s', (text, codigo) => {
    expect(offer(text).codigo).toBe(codigo);
  });

  it('takes a bare 8-digit number for a phone, not a code', () => {
    expect(offer('fica 300, liga 12345678').codigo).toBeUndefined();
    expect(offer('fica 300, liga 12345678').valorCentavos).toBe(30000);
  });
});

describe('parseShopReply: refusals', () => {
  it.each([
    ['infelizmente não temos', 'nao_tenho_produto'],
    ['Não tenho', 'nao_tenho_produto'],
    ['nao temos', 'nao_tenho_produto'],
    ['sem estoque', 'sem_estoque'],
    ['estoque zerado', 'sem_estoque'],
    ['em falta no momento', 'sem_estoque'],
    ['acabou', 'sem_estoque'],
    ['Acabou o estoque, chega semana que vem', 'sem_estoque'],
    ['não trabalho com essa marca', 'nao_trabalha_marca'],
    ['nao trabalhamos com isso', 'nao_tenho_produto'],
    ['só tenho o modelo anterior', 'outro'],
    ['só temos outro modelo', 'outro'],
    ['só o modelo anterior', 'outro'],
    ['esse não vendemos', 'nao_tenho_produto'],
    ['não vendo', 'nao_tenho_produto'],
    ['não fazemos esse serviço', 'nao_tenho_produto'],
    ['não atendemos sua região', 'outro'],
    ['infelizmente não', 'nao_tenho_produto'],
    ['no momento não', 'sem_estoque'],
    ['nao tem', 'nao_tenho_produto'],
    ['Boa tarde! Infelizmente não tenho mais', 'sem_estoque'],
    ['esgotado', 'sem_estoque'],
    ['n temos essa marca aqui', 'nao_trabalha_marca'],
    ['Não. Obrigado', 'nao_tenho_produto'],
    ['No momento não temos, sem previsão de chegada', 'sem_estoque'],
    ['Só trabalhamos com a marca Tramontina', 'nao_trabalha_marca'],
    ['não entregamos nessa região', 'outro'],
    ['ainda não chegou', 'sem_estoque'],
    ['INFELISMENTE NAO TEMOS ESSE', 'nao_tenho_produto'],
    ['Opa, desse aí não tenho não amigo', 'nao_tenho_produto'],
    ['Hoje não temos, amanhã chega', 'sem_estoque'],
    ['Estamos sem', 'sem_estoque'],
    ['Ja vendi', 'sem_estoque'],
    ['Não, só trabalho com Samsung', 'nao_trabalha_marca'],
    ['vendemos só no atacado', 'outro'],
    ['Tenho não', 'nao_tenho_produto'],
    ['Fora de estoque', 'sem_estoque'],
  ])('%j → %s', (text, motivo) => {
    expect(parseShopReply(text)).toMatchObject({ kind: 'recusa', motivo, texto: text.trim() });
  });

  it('keeps the wish code of a refusal', () => {
    expect(parseShopReply('Olá, #1a2b3c4d não temos')).toEqual({
      kind: 'recusa',
      motivo: 'nao_tenho_produto',
      codigo: '1a2b3c4d',
      texto: 'Olá, #1a2b3c4d não temos',
    });
  });

  it('reads a price beside a refusal as an offer, noting the substitution', () => {
    const reply = offer('não temos a marca X mas temos a Y por 300');
    expect(reply.valorCentavos).toBe(30000);
    expect(reply.observacoes).toBe('Não temos a marca X mas temos a Y');
    expect(offer('Não tenho o preto, o branco sai 899').valorCentavos).toBe(89900);
    expect(offer('sem estoque da 110v, só 220v por 1.500').valorCentavos).toBe(150000);
  });

  it('does not take "não tem juros" or "acabou de chegar" for a refusal', () => {
    expect(offer('acabou de chegar, 1.200').valorCentavos).toBe(120000);
    expect(parseShopReply('não tem juros no cartão').kind).toBe('oferta');
  });
});

describe('parseShopReply: no price, no refusal', () => {
  it.each(['Tenho sim', 'temos', 'Temos sim! Qual a voltagem?', 'Tem em estoque', 'Sim', 'temos disponível'])(
    '%j → oferta without a price',
    (text) => {
      expect(parseShopReply(text)).toEqual({ kind: 'oferta', valorCentavos: null });
    },
  );

  it('keeps the terms of an offer that has no price yet', () => {
    expect(parseShopReply('Sob encomenda')).toEqual({
      kind: 'oferta',
      valorCentavos: null,
      observacoes: 'Sob encomenda',
    });
    expect(parseShopReply('Parcelo em 10x')).toEqual({
      kind: 'oferta',
      valorCentavos: null,
      pagamento: 'Parcelado em 10x',
    });
    expect(parseShopReply('Tenho sim, entrego amanhã')).toEqual({
      kind: 'oferta',
      valorCentavos: null,
      entrega: 'Amanhã',
    });
  });

  it.each([
    'boa tarde, qual a voltagem?',
    'o cliente quer 110 ou 220?',
    'Bom dia',
    'Qual o modelo exato?',
    'Vou verificar e já te retorno',
    'Tenho que ver no estoque',
    'tem em preto?',
    'Quanto tempo o cliente pode esperar?',
    'Oi, tudo bem?',
    'Me manda uma foto do produto',
    'Qual o tamanho, 38 ou 40?',
    'Não tenho certeza, vou confirmar',
    'Me chama no zap 11 98765-4321',
    'Estamos fechados hoje, amanhã te respondo',
    'Você quer o de 110 ou 220v?',
    '',
  ])('%j → nenhum', (text) => {
    expect(parseShopReply(text)).toEqual({ kind: 'nenhum' });
  });
});

describe('parseShopReply: whole replies', () => {
  it('still reads the old fixed format', () => {
    expect(offer('oferta ABCD1234 R$ 120,00; pix; amanhã; até sexta; novo')).toEqual({
      kind: 'oferta',
      valorCentavos: 12000,
      pagamento: 'Pix',
      entrega: 'Amanhã',
      validade: 'até sexta',
      observacoes: 'Novo',
      codigo: 'abcd1234',
    });
    expect(parseShopReply('não tenho ABCD1234')).toMatchObject({ kind: 'recusa', codigo: 'abcd1234' });
  });

  it('reads the replies of the brief', () => {
    expect(offer('fica 1.100 no cartão em 10x')).toMatchObject({
      valorCentavos: 110000,
      pagamento: 'Cartão em 10x',
    });
    expect(offer('Temos sim, 899 no pix, entrega hoje')).toEqual({
      kind: 'oferta',
      valorCentavos: 89900,
      pagamento: 'Pix',
      entrega: 'Hoje',
    });
    expect(offer('45 reais o saco')).toEqual({ kind: 'oferta', valorCentavos: 4500, unidade: 'por saco' });
    expect(offer('tenho! sai por 1,5 mil no pix e entrego amanha frete gratis')).toEqual({
      kind: 'oferta',
      valorCentavos: 150000,
      pagamento: 'Pix',
      entrega: 'Amanhã; frete grátis',
    });
    expect(offer('tenho o de 400 litros por 3.200')).toMatchObject({
      valorCentavos: 320000,
      observacoes: '400 litros',
    });
  });

  it('reads a list of items with a total', () => {
    const list =
      'Bom dia!\nTemos sim:\n- Furadeira Bosch 650W: R$ 389,90\n- Maleta de brocas: R$ 59,90\nTotal 449,80 no pix';
    expect(offer(list)).toMatchObject({ valorCentavos: 44980, pagamento: 'Pix' });
    expect(offer(list).observacoes).toContain('Furadeira Bosch 650W');
  });

  it('keeps other offers of the reply in the notes', () => {
    expect(offer('A unidade sai por 12,50 e a caixa com 12 por 140')).toEqual({
      kind: 'oferta',
      valorCentavos: 1250,
      unidade: 'por unidade',
      observacoes: 'Caixa com 12 por 140',
    });
    expect(offer('Areia média 180 o metro, pedra 200 o metro. Entrega 50')).toEqual({
      kind: 'oferta',
      valorCentavos: 18000,
      unidade: 'por metro',
      entrega: 'Entrega: R$ 50,00',
      observacoes: 'Areia média; pedra 200 o metro',
    });
  });

  it('reads a long, chatty reply', () => {
    const text = `Boa tarde!! Tudo bem? Aqui é da Loja do Zé 😊
Temos sim a geladeira Brastemp 375 litros frost free, cor inox.
Valor R$ 3.299,00 à vista no pix ou 10x de 359,90 sem juros no cartão.
Entrega em 2 dias úteis, frete grátis pra sua região. Oferta válida até sexta.
Qualquer dúvida estou à disposição. #a1b2c3d4`;
    expect(offer(text)).toEqual({
      kind: 'oferta',
      valorCentavos: 329900,
      pagamento: 'Pix ou cartão em 10x de R$ 359,90 sem juros',
      entrega: '2 dias úteis; frete grátis',
      validade: 'até sexta',
      observacoes: expect.stringContaining('geladeira Brastemp 375 litros frost free'),
      codigo: 'a1b2c3d4',
    });
  });
});

describe('parseShopReply: the longest messages', () => {
  it.each([
    ['digits', '9'.repeat(5000)],
    ['separators', '1.'.repeat(3000)],
    ['currency signs', 'R$ '.repeat(2000)],
    ['number words', 'mil e '.repeat(1000)],
    ['a long offer', 'Temos sim, 899 no pix, entrega hoje. '.repeat(120)],
    ['unknown words', 'xyzzyq '.repeat(700)],
    ['glued prices', 'r$1'.repeat(1400)],
    ['installments', '10x de 120 '.repeat(380)],
    ['refusals', 'não tenho '.repeat(410)],
    ['phones', '98765-4321 100 '.repeat(280)],
    ['accents', 'Ç'.repeat(4096)],
  ])('reads 4,096 characters of %s without failing (speed: bench/understanding.ts)', (_name, text) => {
    const reply = parseShopReply(text);
    expect(['oferta', 'recusa', 'nenhum']).toContain(reply.kind);
  });
});
