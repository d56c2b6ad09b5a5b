// The 27 federative units with their IBGE codes and capitals. Capital codes are checked against
// municipios.tsv by prisma/seed/seed.test.ts.

export type Estado = {
  readonly sigla: string;
  readonly nome: string;
  readonly codigoIbge: number;
  readonly capital: string;
  readonly capitalIbge: number;
};

export const ESTADOS: readonly Estado[] = [
  { sigla: 'RO', nome: 'Rondônia', codigoIbge: 11, capital: 'Porto Velho', capitalIbge: 1100205 },
  { sigla: 'AC', nome: 'Acre', codigoIbge: 12, capital: 'Rio Branco', capitalIbge: 1200401 },
  { sigla: 'AM', nome: 'Amazonas', codigoIbge: 13, capital: 'Manaus', capitalIbge: 1302603 },
  { sigla: 'RR', nome: 'Roraima', codigoIbge: 14, capital: 'Boa Vista', capitalIbge: 1400100 },
  { sigla: 'PA', nome: 'Pará', codigoIbge: 15, capital: 'Belém', capitalIbge: 1501402 },
  { sigla: 'AP', nome: 'Amapá', codigoIbge: 16, capital: 'Macapá', capitalIbge: 1600303 },
  { sigla: 'TO', nome: 'Tocantins', codigoIbge: 17, capital: 'Palmas', capitalIbge: 1721000 },
  { sigla: 'MA', nome: 'Maranhão', codigoIbge: 21, capital: 'São Luís', capitalIbge: 2111300 },
  { sigla: 'PI', nome: 'Piauí', codigoIbge: 22, capital: 'Teresina', capitalIbge: 2211001 },
  { sigla: 'CE', nome: 'Ceará', codigoIbge: 23, capital: 'Fortaleza', capitalIbge: 2304400 },
  { sigla: 'RN', nome: 'Rio Grande do Norte', codigoIbge: 24, capital: 'Natal', capitalIbge: 2408102 },
  { sigla: 'PB', nome: 'Paraíba', codigoIbge: 25, capital: 'João Pessoa', capitalIbge: 2507507 },
  { sigla: 'PE', nome: 'Pernambuco', codigoIbge: 26, capital: 'Recife', capitalIbge: 2611606 },
  { sigla: 'AL', nome: 'Alagoas', codigoIbge: 27, capital: 'Maceió', capitalIbge: 2704302 },
  { sigla: 'SE', nome: 'Sergipe', codigoIbge: 28, capital: 'Aracaju', capitalIbge: 2800308 },
  { sigla: 'BA', nome: 'Bahia', codigoIbge: 29, capital: 'Salvador', capitalIbge: 2927408 },
  { sigla: 'MG', nome: 'Minas Gerais', codigoIbge: 31, capital: 'Belo Horizonte', capitalIbge: 3106200 },
  { sigla: 'ES', nome: 'Espírito Santo', codigoIbge: 32, capital: 'Vitória', capitalIbge: 3205309 },
  { sigla: 'RJ', nome: 'Rio de Janeiro', codigoIbge: 33, capital: 'Rio de Janeiro', capitalIbge: 3304557 },
  { sigla: 'SP', nome: 'São Paulo', codigoIbge: 35, capital: 'São Paulo', capitalIbge: 3550308 },
  { sigla: 'PR', nome: 'Paraná', codigoIbge: 41, capital: 'Curitiba', capitalIbge: 4106902 },
  { sigla: 'SC', nome: 'Santa Catarina', codigoIbge: 42, capital: 'Florianópolis', capitalIbge: 4205407 },
  { sigla: 'RS', nome: 'Rio Grande do Sul', codigoIbge: 43, capital: 'Porto Alegre', capitalIbge: 4314902 },
  { sigla: 'MS', nome: 'Mato Grosso do Sul', codigoIbge: 50, capital: 'Campo Grande', capitalIbge: 5002704 },
  { sigla: 'MT', nome: 'Mato Grosso', codigoIbge: 51, capital: 'Cuiabá', capitalIbge: 5103403 },
  { sigla: 'GO', nome: 'Goiás', codigoIbge: 52, capital: 'Goiânia', capitalIbge: 5208707 },
  { sigla: 'DF', nome: 'Distrito Federal', codigoIbge: 53, capital: 'Brasília', capitalIbge: 5300108 },
];
