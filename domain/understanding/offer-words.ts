// The words a shop's reply is read with, folded (no accents, lower case). One place for them so
// the typo corrector knows every word that must be taken as typed: "manha" (morning) must not
// become "amanha", nor "frente" become "frete".

const sets = new Map<string, ReadonlySet<string>>();

/**
 * A set from space-separated words: one line per list instead of one line per word. Built once per
 * list, so a reader may write `isWord(lx, i, wordSet('o a'))` in place.
 */
export function wordSet(words: string): ReadonlySet<string> {
  let found = sets.get(words);
  if (!found) {
    found = new Set(words.trim().split(/\s+/));
    sets.set(words, found);
  }
  return found;
}
const set = wordSet;

/** Chat spellings of commerce words, on top of normalize.ts's ABBREVIATIONS. */
export const SHOP_ABBREVIATIONS: Readonly<Record<string, string>> = {
  vlr: 'valor',
  vl: 'valor',
  und: 'unidade',
  un: 'unidade',
  unid: 'unidade',
  pct: 'pacote',
  cx: 'caixa',
  lt: 'litro',
  kgs: 'kg',
  amnh: 'amanha',
  amanham: 'amanha',
  sab: 'sabado',
  seg: 'segunda',
  qui: 'quinta',
  sex: 'sexta',
  cred: 'credito',
  parc: 'parcelado',
  parcel: 'parcelado',
  cd: 'cada',
  dz: 'duzia',
  deb: 'debito',
  nf: 'nota',
  pics: 'pix',
  piks: 'pix',
  gratuito: 'gratis',
  gratuita: 'gratis',
  free: 'gratis',
  cartoes: 'cartao',
  estoq: 'estoque',
  disponiveis: 'disponivel',
  esgotada: 'esgotado',
  esgotados: 'esgotado',
  esgotou: 'esgotado',
  esgotaram: 'esgotado',
  esgotamos: 'esgotado',
  zerou: 'zerado',
  zerada: 'zerado',
  cincoenta: 'cinquenta',
  catorze: 'quatorze',
  dezeseis: 'dezesseis',
  dezesete: 'dezessete',
  '×': 'x',
};

// biome-ignore format: a table reads better than one entry a line
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
  dez: 10, onze: 11, doze: 12, treze: 13, quatorze: 14, quinze: 15, dezesseis: 16, dezessete: 17,
  dezoito: 18, dezenove: 19, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60,
  setenta: 70, oitenta: 80, noventa: 90, cem: 100, cento: 100, duzentos: 200, duzentas: 200,
  trezentos: 300, trezentas: 300, quatrocentos: 400, quatrocentas: 400, quinhentos: 500,
  quinhentas: 500, seiscentos: 600, seiscentas: 600, setecentos: 700, setecentas: 700,
  oitocentos: 800, oitocentas: 800, novecentos: 900, novecentas: 900,
};

export const MILLION = set('milhao milhoes');

/** Said after an amount, they make it money: "45 reais", "45 conto", "899 R$". */
export const MONEY_SUFFIX = set('reais real conto contos pila pilas r$');

/** Said just before an amount, they make it the price: "fica 1.100", "sai a 350", "valor: 1.299,90". */
export const PRICE_WORDS = set(
  'fica ficaria ficando sai saindo sairia por valor preco custa custando custo faco fazemos fazer deixo deixamos cobro cobramos vendo vendemos venda total investimento pago fecho fechamos',
);

/** Between a price word and the amount: "fica por", "sai a", "preço: R$". */
export const PRICE_FILLERS = set('a o de por em : r$ $ so apenas somente esta estou e para no na');

/** After a bare number, a size, a count or a time, never money: "400 litros", "12 meses", "10x". */
export const SPEC_AFTER = set(`
  litros litro l kg g gr grs gramas kilos quilos quilo kilo ml gb tb mb ghz mhz mp mpx megapixels
  polegadas polegada pol v volts volt w watts watt btu btus mah ah amperes cm mm m metros metro m2 m3 km
  meses mes ano anos dias dia semanas semana horas hora h hs min minutos x vezes vz vzs parcelas parcela
  prestacoes pecas peca unidades unidade cv hp cc rpm lugares lugar portas porta bocas boca queimadores
  cores tamanhos modelos itens caixas sacos pares kits pneus velocidades nucleos gigas giga teras andares
  camadas pessoas cadeiras gavetas prateleiras hz fps lumens rodas quilates quilate kilates kt`);

/** Before a number, they make it a size, a model, a code or a date: "aro 15", "modelo 2023". */
export const SPEC_BEFORE = set(`
  aro tamanho tamanhos tam numero numeros nº n num numeracao modelo mod serie versao geracao ddd cep ref referencia lote
  nota cod codigo pedido desejo telefone celular fone contato whatsapp ano iphone galaxy redmi xiaomi
  moto ps playstation xbox linha km placa apto apartamento casa rua avenida sala box tipo classe
  categoria nivel calibre bitola espessura medida potencia capacidade voltagem tensao x`);

/** A jewel or a metal named near "18k" makes it karats, not 18 thousand: "aliança em ouro 18k". */
export const JEWELRY = set(`
  ouro gold dourado dourada prata folheado folheada banhado banhada anel aneis alianca aliancas
  corrente correntinha cordao cordoes brinco brincos pulseira pulseiras pingente pingentes joia joias
  colar gargantilha medalha medalhinha tornozeleira bracelete escapulario solitario quilates quilate
  kilates joalheria ourives`);

/** Plural words that end in "s" but say nothing of a quantity ("899 mais o frete"). */
export const NOT_PLURAL_NOUNS = set(
  'mais menos apenas depois pois ambos juntos todos tudo reais contos pilas pros pras nos nas dos das os as mas tres dois seus nossos',
);

export const MONTHS = set(
  'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro jan fev mar abr mai jun jul ago set out nov dez',
);

/** A price for one of these: "45 o saco", "R$ 30/m²", "80 por hora". */
// biome-ignore format: a table reads better than one entry a line
export const UNITS: Readonly<Record<string, string>> = {
  unidade: 'por unidade', peca: 'por peça', saco: 'por saco', saca: 'por saca', metro: 'por metro',
  m: 'por metro', m2: 'por m²', m3: 'por m³', kg: 'por kg', quilo: 'por kg', kilo: 'por kg',
  litro: 'por litro', l: 'por litro', caixa: 'por caixa', par: 'por par', milheiro: 'por milheiro',
  milhar: 'por milheiro', mil: 'por milheiro', diaria: 'por diária', dia: 'por dia', hora: 'por hora',
  h: 'por hora', mes: 'por mês', semana: 'por semana', pacote: 'por pacote', rolo: 'por rolo',
  lata: 'por lata', galao: 'por galão', barra: 'por barra', fardo: 'por fardo', kit: 'por kit',
  duzia: 'por dúzia', cento: 'o cento', tonelada: 'por tonelada', ton: 'por tonelada', carga: 'por carga',
  folha: 'por folha', placa: 'por placa', pessoa: 'por pessoa', visita: 'por visita', ponto: 'por ponto',
  pneu: 'por pneu', jogo: 'por jogo', pote: 'por pote', frasco: 'por frasco', garrafa: 'por garrafa',
  bandeja: 'por bandeja', cartela: 'por cartela', resma: 'por resma', noite: 'por noite', fatia: 'por fatia',
  porcao: 'por porção', lote: 'por lote', conjunto: 'por conjunto', carrada: 'por carrada',
  sessao: 'por sessão', aula: 'por aula',
};

/** Before a unit: "o saco", "a unidade", "por hora", "/kg", "cada saco". */
export const UNIT_LINKS = set('o a por pelo pela / cada no na');

/** Freight words: "frete 30", "taxa de entrega 15", "20 de frete". */
export const FREIGHT = set('frete entrega taxa envio motoboy delivery entregar deslocamento');

// biome-ignore format: a table reads better than one entry a line
export const PAYMENT: Readonly<Record<string, 'pix' | 'avista' | 'cartao'>> = {
  pix: 'pix', avista: 'avista', vista: 'avista', dinheiro: 'avista', especie: 'avista', cash: 'avista',
  cartao: 'cartao', credito: 'cartao', debito: 'cartao', parcelado: 'cartao', parcelando: 'cartao',
  parcelo: 'cartao', parcelamos: 'cartao',
};

/** Words that end one offer and start another: "1.200 no cartão ou 1.100 no pix". */
export const ALTERNATIVE = set('ou mas porem e/ou senao');

// biome-ignore format: a table reads better than one entry a line
export const WEEKDAYS: Readonly<Record<string, string>> = {
  segunda: 'segunda', terca: 'terça', quarta: 'quarta', quinta: 'quinta', sexta: 'sexta',
  sabado: 'sábado', domingo: 'domingo',
};

/** Verbs and nouns that make "hoje", "amanhã" or "3 dias" a delivery time. */
export const DELIVERY = set(`
  entrega entrego entregamos entregar entregue entregaria envio envia enviamos enviar envio mando
  mandamos mandar chega chegaria chegar levo levamos levar despacho despachamos postamos instalo
  instalamos instalacao prazo frete motoboy ir passar atender instalar montar montagem agendar`);

export const QUESTION_STARTS = set('qual quais quanto quantos quantas quando como onde cade sera');

/** Greetings, courtesy and fillers: kept in the notes only between useful words, never alone. */
export const NOISE = set(`
  bom boa dia tarde noite ola oi oie opa eai tudo bem beleza obrigado obrigada grato grata agradeco
  att atenciosamente abraco abracos abs disponha amigo amiga querido querida prezado prezada senhor
  senhora sr sra dona caro cara sim claro ok okay certo perfeito show top pode ser tenho temos tem
  o a os as um uma de da do das dos e ou em no na nos nas com por para que se so ja aqui ai la mesmo
  mas entao tambem vou te lhe eu voce voces gente segue seguem valor preco fica sai custa esta estou
  ta isso esse essa este aquele ne hein kkk kkkk haha rs qualquer duvida estamos disposicao chama
  aguardo fico produto item cliente ate mais sem juros x ele ela custo fecho fechamos fazer faco da dar
  consigo conseguimos fazemos via posso podemos pagamento forma formas condicoes condicao prazo oferta
  sobre pedido desejo codigo cod`);

/** Words the typo corrector must leave alone, beside every word above. */
const CONFUSABLE = set(`
  manha frente certo quanto quarto quanta vista visto segunda entrada entrado sesta seta gratos
  tenha tenho temos tema cento centro parcela pareceu retirado retirada trabalhando entregaram
  disponivel indisponivel zerado esgotado acabou acabaram falta faltando previsao momento
  infelizmente juros garantia instalacao lacrado novo nova usado original marca modelo anterior
  outro outra similar parecido estoque reposicao regiao bairro cidade atendemos atendo fazemos
  vendemos vendo trabalhamos trabalho mexemos possuo possuimos dispomos combinar pronta imediata
  retirar buscar loja balcao local boleto transferencia deposito cheque crediario juros acrescimo
  desconto promocao oferta valido valida validade vale valendo durar durarem enquanto uteis util
  semana semanas horas trabalhar vendidos vendidas vendido vendida ultimo ultima ultimos ultimas
  exato exata exatos exatas certinho certinha verdade real pouco poucos pouquinho linha fabricacao`);

/** Correctly spelled targets for typos ("catao", "amanhan", "infelismente", "estoqe"). */
export const FUZZY_TARGETS: readonly string[] = (
  'cartao credito debito dinheiro boleto parcelado parcelas entrega entrego entregamos amanha ' +
  'retirada estoque infelizmente trabalhamos trabalho esgotado garantia instalacao disponivel ' +
  'indisponivel promocao gratis segunda terca quarta quinta sexta sabado domingo unidade milheiro ' +
  'diaria reais momento vendemos fazemos atendemos desconto juros valido valida semana duzentos ' +
  'trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos cinquenta ' +
  'polegadas transferencia crediario previsao combinar'
).split(' ');

export const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(SHOP_ABBREVIATIONS),
  ...Object.keys(NUMBER_WORDS),
  ...Object.keys(UNITS),
  ...Object.keys(PAYMENT),
  ...Object.keys(WEEKDAYS),
  ...FUZZY_TARGETS,
  ...[
    MILLION,
    MONEY_SUFFIX,
    PRICE_WORDS,
    SPEC_AFTER,
    SPEC_BEFORE,
    NOT_PLURAL_NOUNS,
    MONTHS,
    FREIGHT,
    JEWELRY,
  ].flatMap((s) => [...s]),
  ...[DELIVERY, QUESTION_STARTS, NOISE, CONFUSABLE].flatMap((s) => [...s]),
]);

/** How a folded word is written back in a label: "ate amanha" → "até amanhã". */
// biome-ignore format: a table reads better than one entry a line
export const DISPLAY: Readonly<Record<string, string>> = {
  amanha: 'amanhã', ate: 'até', so: 'só', sabado: 'sábado', terca: 'terça', mes: 'mês', uteis: 'úteis',
  util: 'útil', proxima: 'próxima', proximo: 'próximo', meio: 'meio', apos: 'após', ja: 'já',
};
