// Product lines that name their maker without saying it: "iphone 13" is an Apple wish, "galaxy s23"
// a Samsung one. The brand reader reports the maker when the line is named and no brand is; a brand
// named beside it wins ("cabo pra iphone, da Multilaser"). Compiled by the team from the makers'
// own product names (facts, no license needed); the lines are in prisma/data/marcas.ts too.

export type LinhaDeProduto = { readonly linha: string; readonly marca: string };

export const LINHAS_DE_PRODUTO: readonly LinhaDeProduto[] = [
  { linha: 'iPhone', marca: 'Apple' },
  { linha: 'iPad', marca: 'Apple' },
  { linha: 'MacBook', marca: 'Apple' },
  { linha: 'iMac', marca: 'Apple' },
  { linha: 'AirPods', marca: 'Apple' },
  { linha: 'Apple Watch', marca: 'Apple' },
  { linha: 'Galaxy', marca: 'Samsung' },
  { linha: 'Redmi', marca: 'Xiaomi' },
  { linha: 'Poco', marca: 'Xiaomi' },
  { linha: 'Moto G', marca: 'Motorola' },
  { linha: 'Moto E', marca: 'Motorola' },
  { linha: 'PlayStation', marca: 'Sony' },
  { linha: 'PS5', marca: 'Sony' },
  { linha: 'PS4', marca: 'Sony' },
  { linha: 'Xbox', marca: 'Microsoft' },
  { linha: 'Kindle', marca: 'Amazon' },
  { linha: 'Echo Dot', marca: 'Amazon' },
  { linha: 'Alexa', marca: 'Amazon' },
  { linha: 'Nintendo Switch', marca: 'Nintendo' },
];
