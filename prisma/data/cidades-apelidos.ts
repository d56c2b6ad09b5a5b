// Nicknames, abbreviations and joined spellings Brazilians use for cities in chat ("sampa",
// "floripa", "bh", "cwb", "portoalegre"), each pointing to one municipality. Compiled by the team
// from common usage; each target (cidade, uf) is checked against municipios.tsv by
// reference-lists.test.ts.
//
// Aliases are written folded (lowercase, no accents, words split as the tokenizer of
// domain/understanding/normalize.ts splits them: "beagá" → "beaga", "S.J. Rio Preto" →
// "s j rio preto"), because the matcher compares them with the folded words of the message.
//
// What is here: nicknames ("sampa", "jampa", "nikiti", "sanca"), abbreviations and airport codes
// that people really write ("bh", "jf", "udi", "bsb", "cwb", "ssa"), the short form of a long name
// ("itaqua", "caragua", "friburgo"), a short name plus the state where the short name alone is shared
// by several cities ("caxias rs", "campos rj"), joined spellings an edit distance of 1–2 per word does
// not catch ("portoalegre"), and the administrative regions of the Federal District, which people
// name as their city ("moro em Ceilândia") and which all belong to the municipality of Brasília.
//
// What is left out: shortened names that several cities share ("caxias", "mogi", "campos",
// "santa maria", "sao jose", "sao bernardo", "santo andre", "pg" for Ponta Grossa or Praia Grande),
// state abbreviations ("sp", "rj", "df"), aliases that are common words or chat abbreviations ("rec",
// "bel", "jp", "mao", "feira", "pf"), plain misspellings within edit distance 2 ("joinvile",
// "niteroi"), and "3 coracoes" (a coffee brand of marcas.ts).
//
// Known overlaps, kept on purpose: "poa" is also how Poá (SP) folds, "ribeirao" is also Ribeirão
// (PE), "rio preto" is also Rio Preto (MG), and "campina" is one letter from Campinas (SP). The
// nickname is what most people mean, and leaving it out would send them to the small homonym
// silently; with it, the matcher sees two candidates and asks which one.

export type ApelidoCidade = { readonly apelido: string; readonly cidade: string; readonly uf: string };

export const APELIDOS_CIDADES: readonly ApelidoCidade[] = [
  // SP
  { apelido: 'sampa', cidade: 'São Paulo', uf: 'SP' },
  { apelido: 'saopaulo', cidade: 'São Paulo', uf: 'SP' },
  { apelido: 'sp capital', cidade: 'São Paulo', uf: 'SP' },
  { apelido: 'sao paulo capital', cidade: 'São Paulo', uf: 'SP' },
  { apelido: 'capital paulista', cidade: 'São Paulo', uf: 'SP' },
  { apelido: 'sjc', cidade: 'São José dos Campos', uf: 'SP' },
  { apelido: 'sjrp', cidade: 'São José do Rio Preto', uf: 'SP' },
  { apelido: 's j rio preto', cidade: 'São José do Rio Preto', uf: 'SP' },
  { apelido: 'rio preto', cidade: 'São José do Rio Preto', uf: 'SP' },
  { apelido: 'rp', cidade: 'Ribeirão Preto', uf: 'SP' },
  { apelido: 'rib preto', cidade: 'Ribeirão Preto', uf: 'SP' },
  { apelido: 'ribeirao', cidade: 'Ribeirão Preto', uf: 'SP' },
  { apelido: 'sbc', cidade: 'São Bernardo do Campo', uf: 'SP' },
  { apelido: 'sanca', cidade: 'São Carlos', uf: 'SP' },
  { apelido: 'gru', cidade: 'Guarulhos', uf: 'SP' },
  { apelido: 'taboao', cidade: 'Taboão da Serra', uf: 'SP' },
  { apelido: 'embu', cidade: 'Embu das Artes', uf: 'SP' },
  { apelido: 'ferraz', cidade: 'Ferraz de Vasconcelos', uf: 'SP' },
  { apelido: 'itaqua', cidade: 'Itaquaquecetuba', uf: 'SP' },
  { apelido: 'pinda', cidade: 'Pindamonhangaba', uf: 'SP' },
  { apelido: 'caragua', cidade: 'Caraguatatuba', uf: 'SP' },
  { apelido: 'prudente', cidade: 'Presidente Prudente', uf: 'SP' },
  // RJ
  { apelido: 'rio', cidade: 'Rio de Janeiro', uf: 'RJ' },
  { apelido: 'riodejaneiro', cidade: 'Rio de Janeiro', uf: 'RJ' },
  { apelido: 'rj capital', cidade: 'Rio de Janeiro', uf: 'RJ' },
  { apelido: 'rio de janeiro capital', cidade: 'Rio de Janeiro', uf: 'RJ' },
  { apelido: 'nikiti', cidade: 'Niterói', uf: 'RJ' },
  { apelido: 'caxias rj', cidade: 'Duque de Caxias', uf: 'RJ' },
  { apelido: 'campos rj', cidade: 'Campos dos Goytacazes', uf: 'RJ' },
  { apelido: 'buzios', cidade: 'Armação dos Búzios', uf: 'RJ' },
  { apelido: 'angra', cidade: 'Angra dos Reis', uf: 'RJ' },
  { apelido: 'friburgo', cidade: 'Nova Friburgo', uf: 'RJ' },
  { apelido: '3 rios', cidade: 'Três Rios', uf: 'RJ' },
  // MG
  { apelido: 'bh', cidade: 'Belo Horizonte', uf: 'MG' },
  { apelido: 'beaga', cidade: 'Belo Horizonte', uf: 'MG' },
  { apelido: 'belzonte', cidade: 'Belo Horizonte', uf: 'MG' },
  { apelido: 'belohorizonte', cidade: 'Belo Horizonte', uf: 'MG' },
  { apelido: 'jf', cidade: 'Juiz de Fora', uf: 'MG' },
  { apelido: 'udi', cidade: 'Uberlândia', uf: 'MG' },
  { apelido: 'moc', cidade: 'Montes Claros', uf: 'MG' },
  { apelido: 'gv', cidade: 'Governador Valadares', uf: 'MG' },
  { apelido: 'valadares', cidade: 'Governador Valadares', uf: 'MG' },
  { apelido: 'lafaiete', cidade: 'Conselheiro Lafaiete', uf: 'MG' },
  { apelido: 'sjdr', cidade: 'São João del Rei', uf: 'MG' },
  { apelido: '7 lagoas', cidade: 'Sete Lagoas', uf: 'MG' },
  // ES
  { apelido: 'vix', cidade: 'Vitória', uf: 'ES' },
  { apelido: 'cachoeiro', cidade: 'Cachoeiro de Itapemirim', uf: 'ES' },
  // PR
  { apelido: 'cwb', cidade: 'Curitiba', uf: 'PR' },
  { apelido: 'ctba', cidade: 'Curitiba', uf: 'PR' },
  { apelido: 'sjp', cidade: 'São José dos Pinhais', uf: 'PR' },
  { apelido: 'foz', cidade: 'Foz do Iguaçu', uf: 'PR' },
  // SC
  { apelido: 'floripa', cidade: 'Florianópolis', uf: 'SC' },
  { apelido: 'fpolis', cidade: 'Florianópolis', uf: 'SC' },
  { apelido: 'bc', cidade: 'Balneário Camboriú', uf: 'SC' },
  { apelido: 'jlle', cidade: 'Joinville', uf: 'SC' },
  { apelido: 'blu', cidade: 'Blumenau', uf: 'SC' },
  // RS
  { apelido: 'poa', cidade: 'Porto Alegre', uf: 'RS' },
  { apelido: 'portoalegre', cidade: 'Porto Alegre', uf: 'RS' },
  { apelido: 'caxias rs', cidade: 'Caxias do Sul', uf: 'RS' },
  { apelido: 'sao leo', cidade: 'São Leopoldo', uf: 'RS' },
  { apelido: 'bento', cidade: 'Bento Gonçalves', uf: 'RS' },
  // DF
  { apelido: 'bsb', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'brasilia df', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'capital federal', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'plano piloto', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'asa sul', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'asa norte', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'lago sul', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'lago norte', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'ceilandia', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'aguas claras', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'recanto das emas', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'riacho fundo', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'vicente pires', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'brazlandia', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'candangolandia', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'nucleo bandeirante', cidade: 'Brasília', uf: 'DF' },
  { apelido: 'park way', cidade: 'Brasília', uf: 'DF' },
  // GO
  { apelido: 'gyn', cidade: 'Goiânia', uf: 'GO' },
  { apelido: 'aguas lindas', cidade: 'Águas Lindas de Goiás', uf: 'GO' },
  // MS
  { apelido: 'cgr', cidade: 'Campo Grande', uf: 'MS' },
  { apelido: '3 lagoas', cidade: 'Três Lagoas', uf: 'MS' },
  // BA
  { apelido: 'ssa', cidade: 'Salvador', uf: 'BA' },
  { apelido: 'soteropolis', cidade: 'Salvador', uf: 'BA' },
  // PE
  { apelido: 'jaboatao', cidade: 'Jaboatão dos Guararapes', uf: 'PE' },
  // PB
  { apelido: 'jampa', cidade: 'João Pessoa', uf: 'PB' },
  { apelido: 'jpa', cidade: 'João Pessoa', uf: 'PB' },
  { apelido: 'joaopessoa', cidade: 'João Pessoa', uf: 'PB' },
  { apelido: 'campina', cidade: 'Campina Grande', uf: 'PB' },
  // CE
  { apelido: 'fortal', cidade: 'Fortaleza', uf: 'CE' },
  // AL
  { apelido: 'mcz', cidade: 'Maceió', uf: 'AL' },
  // SE
  { apelido: 'aju', cidade: 'Aracaju', uf: 'SE' },
  // MA
  { apelido: 'slz', cidade: 'São Luís', uf: 'MA' },
  { apelido: 'ribamar', cidade: 'São José de Ribamar', uf: 'MA' },
  // PA
  { apelido: 'belem do para', cidade: 'Belém', uf: 'PA' },
  // RO
  { apelido: 'pvh', cidade: 'Porto Velho', uf: 'RO' },
];

/**
 * Aliases that are also ordinary words or too short to trust alone ("rio" the river, "bento" the
 * name, "bc", "rp"): they count as a city only right after "em", "no", "na", "de", "do", "da",
 * "pra" or "para", or as the last word of the message.
 */
export const APELIDOS_SO_COM_PREPOSICAO: readonly string[] = [
  'rio',
  'rio preto',
  'rp',
  'ribeirao',
  'prudente',
  'ferraz',
  'buzios',
  'gv',
  'valadares',
  'foz',
  'bc',
  'blu',
  'bento',
  'plano piloto',
  'aguas claras',
  'riacho fundo',
  'vicente pires',
  'campina',
  'ribamar',
];
