import { randomUUID } from 'node:crypto';
import { maskCnpj, pickCategories, randomCnpj, randomMobile } from '#tests/factories/shops.ts';

/** The body of a valid quick registration (/parceiros/cadastro-rapido), as the page sends it. */
export async function quickForm(overrides: Record<string, unknown> = {}) {
  const { chosen, subsOfChosen } = await pickCategories();
  return {
    nomeLoja: 'Ferragens do Zé',
    cnpj: maskCnpj(randomCnpj()),
    email: `Parceiro-${randomUUID()}@Exemplo.com.br`,
    whatsappLoja: randomMobile(),
    nomeRepresentante: 'José Pereira',
    whatsappRepresentante: randomMobile(),
    cep: '01310-100',
    estado: 'SP',
    cidade: 'São Paulo',
    endereco: 'Rua Augusta, 10',
    categorias: chosen,
    subcategorias: subsOfChosen,
    termosAceitos: true,
    ...overrides,
  };
}
