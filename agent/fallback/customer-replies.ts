import { CODE_MESSAGES } from '#tools/party.ts';
import { CLIENTE } from './messages.ts';
import type { WishState } from './state.ts';

// How the guided flow words a reply to a customer: a tool's error in the customer's "você", and
// the question under way repeated after an aside (the commands answered at any step).

/** Tool errors are worded for the model ("este cliente"); the customer reads "você". */
const FOR_CUSTOMER: Record<string, string> = {
  [CODE_MESSAGES.semDesejoAberto]:
    'Você não tem nenhum desejo aberto no momento. Me diga o produto que você quer e a cidade, que eu procuro lojas para você.',
  [CODE_MESSAGES.desejoNaoEncontrado]: 'Não encontrei nenhum desejo seu com esse código.',
};

export function forCustomer(error: string): string {
  return FOR_CUSTOMER[error] ?? error;
}

/** The question of a step, to repeat it. */
export function promptFor(state: WishState): string {
  switch (state.etapa) {
    case 'produto':
      return CLIENTE.perguntaProduto;
    case 'cidade':
      return CLIENTE.perguntaCidadeDeNovo;
    case 'uf':
      return CLIENTE.qualUf(
        state.cidades[0]?.nome ?? '',
        state.cidades.map((c) => c.uf),
      );
    case 'categoria':
      return CLIENTE.perguntaCategoria(state.opcoes);
    case 'todas':
      return CLIENTE.perguntaTodas(state.categorias);
    case 'marca':
      return CLIENTE.perguntaMarca;
    case 'detalhes':
      return CLIENTE.perguntaDetalhes;
    case 'confirmar':
      return CLIENTE.resumo(state.dados);
    case 'alterar':
      return CLIENTE.perguntaAlterar;
  }
}

export const andThen = (text: string, state: WishState | null) =>
  state ? `${text}\n\n${CLIENTE.continuar} ${promptFor(state)}` : text;
