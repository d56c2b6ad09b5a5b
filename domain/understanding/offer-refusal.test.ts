import { describe, expect, it } from 'vitest';
import { parseShopReply } from './offer.ts';
import { offer } from './offer-test-support.ts';

// Refusals read by the structure of the Portuguese "no" (offer-negation.ts, offer-restriction.ts):
// a negation before or after a verb of having, selling, doing, working with, getting, serving or
// delivering, in any person or tense; "não é o nosso ramo"; a restriction of the shop's line. Each
// family holds the replies of the brief, then paraphrases written apart from the rules, then the
// near misses that must stay offers or refuse nothing.

function refusal(text: string, motivo = 'nao_tenho_produto') {
  expect(parseShopReply(text)).toEqual({ kind: 'recusa', motivo, texto: text.trim() });
}

describe('refusal: a negated verb of having, selling, doing, working, getting or serving', () => {
  it.each([
    'Aqui é só peça de carro, moto a gente não mexe não',
    'Só tenho o de 110v e você precisa de 220, então não vou conseguir',
    'No momento não estamos fazendo esse tipo de serviço. Obrigado',
    'isso a gente nao faz',
    'nao vou ter como te atender dessa vez',
    'esse tipo de peça eu nao consigo',
    'a gente não trabalha com esse tipo de peça',
    'aqui nao mexemos com isso nao',
    'isso ai eu nao vendo',
    'nao fazemos conserto de celular',
    'nao consertamos tv, só geladeira',
    'nunca vendemos isso aqui',
    'nem mexo com isso',
    'nem trabalho com essa linha',
    'n faço esse tipo de serviço',
    'n trabalhamos com moto',
    'não vou conseguir te atender',
    'não vou conseguir esse não, amigo',
    'nao vamos conseguir dessa vez',
    'infelizmente não conseguimos arrumar essa peça',
    'infelizmente nao vou ter',
    'não tenho como arrumar essa peça pra você',
    'nao temos como fazer esse servico',
    'no momento não estamos trabalhando com esse produto',
    'não estamos mais vendendo essa linha',
    'Não estamos atendendo pedidos desse tipo',
    'nao costumamos trabalhar com isso',
    'não dá pra fazer esse serviço aqui',
    'a gente não lida com esse tipo de material',
    'nao lidamos com importados',
    'não oferecemos esse serviço',
    'nao fornecemos esse material',
    'não dispomos desse item',
    'nao encontrei essa peça nos fornecedores',
    'não achei essa peça em lugar nenhum',
    'não consigo encontrar esse modelo',
    'nao instalamos ar condicionado',
    'Boa tarde! Infelizmente não trabalhamos com esse item. Obrigado pela preferência',
    'Olá, no momento não estamos fazendo instalação',
    'esse tamanho eu nao tenho',
    'a gente não vende peça avulsa, só o kit',
    'a gente não trabalha com usado',
    'não vou poder te atender nessa',
    'não posso vender esse produto',
    'não tem como eu conseguir essa peça',
    'não tem como a gente fazer',
    'Opa! Isso aí a gente não fabrica',
    'nao comercializamos esse produto',
    'não trago esse tipo de coisa',
    'desculpa, mas eu não vou conseguir arrumar',
    'não estou conseguindo esse modelo com o fornecedor',
    'olha, esse a gente não tá fazendo mais',
  ])('%j → nao_tenho_produto', (text) => refusal(text));

  it.each([
    ['nao atendemos essa regiao', 'outro'],
    ['nao atendemos o seu bairro', 'outro'],
    ['não atendemos fora da capital', 'outro'],
    ['nao entregamos pra essa cidade', 'outro'],
    ['a gente não entrega nessa região', 'outro'],
    ['nunca trabalhei com essa marca', 'nao_trabalha_marca'],
    ['essa marca a gente não mexe', 'nao_trabalha_marca'],
    ['trabalho com essa marca não, amigo', 'nao_trabalha_marca'],
    ['essa peça não tem mais no mercado', 'sem_estoque'],
    ['no momento não consigo esse', 'sem_estoque'],
  ])('%j → %s', (text, motivo) => refusal(text, motivo));
});

describe('refusal: the trailing "não" of spoken Portuguese', () => {
  it.each([
    'faço não',
    'mexo com isso não',
    'vendo não',
    'trabalho com isso não, amigo',
    'esse serviço eu faço não',
    'consigo não, foi mal',
    'tenho esse não',
  ])('%j → nao_tenho_produto', (text) => refusal(text));

  it.each(['tem juros não, 10x de 90', 'tem problema não, 200 no pix', 'entrego hoje não, só amanhã, 150'])(
    '%j is about a term: the price stands',
    (text) => {
      expect(parseShopReply(text).kind).toBe('oferta');
    },
  );
});

describe("refusal: not the shop's field", () => {
  it.each([
    'nao e o nosso ramo',
    'nao é com a gente, procura uma autopeças',
    'isso não é com a gente não',
    'não é nossa área',
    'nao é do nosso ramo, desculpa',
    'isso foge do nosso ramo',
    'fora do nosso ramo',
    'Não faz parte do nosso segmento',
    'isso aí não é comigo',
    'infelizmente não é nossa especialidade',
    'nao é conosco',
    'isso não é a nossa linha',
  ])('%j → nao_tenho_produto', (text) => refusal(text));
});

describe("refusal: a restriction of the shop's line", () => {
  it.each([
    'a gente só vende roupa feminina',
    'a gente só trabalha com peça de caminhão',
    'aqui é só roupa masculina',
    'aqui só material elétrico',
    'só vendemos produto de limpeza',
    'trabalhamos só com pneus de carro',
    'somente trabalhamos com eletrônicos',
    'a loja é só de calçados',
    'só mexo com carro nacional',
    'aqui a gente só faz conserto de geladeira',
    'Bom dia! Aqui é somente moda infantil',
    'só trabalhamos com tinta automotiva, desculpa',
  ])('%j → nao_tenho_produto', (text) => refusal(text));

  it.each([
    ['só trabalho com Samsung', 'nao_trabalha_marca'],
    ['a gente só vende Tramontina', 'nao_trabalha_marca'],
  ])('%j → %s', (text, motivo) => refusal(text, motivo));

  it.each([
    'só vendo à vista',
    'só atendo com hora marcada',
    'só faço sob encomenda',
    'só vendo no pix',
    'só vendo a caixa fechada',
    'só entrego amanhã',
    'tenho sim, só trabalhamos com peças originais',
    'temos sim! so vendemos a caixa fechada',
    'Sim, só faço conserto com hora marcada',
  ])('%j is a term or a yes, not a refusal', (text) => {
    expect(parseShopReply(text).kind).not.toBe('recusa');
  });
});

describe('refusal: numbers inside the negated clause are no price', () => {
  it.each([
    'não tenho o 220',
    'nao tenho 220 so 110',
    'não tenho o de 220, só 110v',
    'a gente nao tem esse de 12 mil btus',
    'não mexo com moto 150',
    'nao trabalhamos com pneu 175',
    'não temos o modelo 300',
  ])('%j → recusa', (text) => {
    expect(parseShopReply(text).kind).toBe('recusa');
  });
});

describe('a price clearly offered beside a "no" stays an offer, the "no" in the notes', () => {
  it.each([
    ['não tenho a azul, mas a preta sai 120', 12000, 'Não tenho a azul; preta'],
    ['não entrego hoje, só amanhã, fica 89,90', 8990, 'Não entrego hoje'],
    ['não faço por menos de 300', 30000, 'Não faço por menos'],
    ['não parcelo, só à vista 500', 50000, 'Não parcelo'],
    ['não tenho o de 110, o de 220 sai 900', 90000, 'Não tenho o de 110; 220'],
    ['não temos a original, a paralela fica 180', 18000, 'Não temos a original; paralela'],
    ['Não tenho da Bosch mas tenho da Makita por 450', 45000, 'Não tenho da Bosch mas tenho da Makita'],
    ['não trabalho com cartão, só pix: 320', 32000, 'Não trabalho com cartão'],
    ['não faço entrega, retirada na loja, 250', 25000, 'Não faço entrega'],
    ['nao consigo fazer por menos de 280', 28000, 'Nao consigo fazer por menos'],
    ['não vendo avulso, o kit sai 90', 9000, 'Não vendo avulso'],
    ['não tenho frete grátis, mas faço 199', 19900, 'Não tenho frete grátis'],
    ['moto a gente não mexe, mas peça de carro fica 80', 8000, 'Moto a gente não mexe; peça de carro'],
  ])('%j → %i, notes %j', (text, cents, observacoes) => {
    expect(offer(text)).toMatchObject({ valorCentavos: cents, observacoes });
  });

  it('reads "não entrego hoje, só amanhã" as tomorrow and "não cobro frete" as free freight', () => {
    expect(offer('não entrego hoje, só amanhã, fica 89,90').entrega).toBe('Amanhã');
    expect(offer('não cobro frete, 450 no pix')).toEqual({
      kind: 'oferta',
      valorCentavos: 45000,
      pagamento: 'Pix',
      entrega: 'Frete grátis',
    });
    expect(offer('não tenho frete grátis, mas faço 199').entrega).toBeUndefined();
  });
});

describe('a "no" about something else refuses nothing', () => {
  it.each([
    'Não tenho certeza, vou confirmar',
    'não consigo te responder agora, daqui a pouco te falo',
    'não sei se tenho, vou ver',
    'nao consigo ver agora',
    'não atendemos aos domingos',
    'não trabalho sábado, segunda te respondo',
    'não entrego hoje',
    'não tenho foto agora',
    'nao consigo baixar mais que isso',
    'não tenho como entregar hoje',
    'não atendo nesse horário, me chama amanhã',
    'não posso confirmar agora',
    'não tem entrega, só retirada',
    'tem em 220?',
    'não faz mal, vou ver aqui',
  ])('%j → not recusa', (text) => {
    expect(parseShopReply(text).kind).not.toBe('recusa');
  });
});
