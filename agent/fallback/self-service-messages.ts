// The guided replies to the self-service commands (self-service-step.ts): short, Brazilian
// Portuguese, and each opt-out confirmation says how to undo it, as Meta's policy asks.

export const MENSAGENS = {
  paradoCliente:
    'Pronto, você não vai mais receber mensagens iniciadas por nós, como avisos de novas ofertas. Se escrever para nós, respondemos normalmente. Para voltar a receber, é só mandar *VOLTAR*.',
  paradoLoja:
    'Pronto, este número não vai mais receber mensagens iniciadas por nós, e a loja não recebe novas oportunidades. Para voltar a receber, é só mandar *VOLTAR*.',
  jaParado:
    'Este número já está sem receber mensagens iniciadas por nós. Para voltar a receber, mande *VOLTAR*.',
  voltouCliente: 'Pronto, você voltou a receber nossas mensagens, como os avisos de novas ofertas.',
  voltouLoja: 'Pronto, este número voltou a receber nossas mensagens.',
  jaRecebe: 'Este número já recebe nossas mensagens normalmente.',
  erro: (erro: string) => `Não consegui mudar agora: ${erro} Tente de novo em instantes.`,
};

/** What a shop can ask besides offering, shown with the help a shop gets. */
export const COMANDOS_LOJA =
  'Você também pode mandar: "minhas oportunidades", "meu plano", "pausar" (e "voltar" para retomar) ou "PARAR" para não receber mais mensagens.';

export const PAUSA = {
  pausada:
    'Pronto, pausei suas oportunidades: a loja não recebe novas até você mandar *VOLTAR*. As que já chegaram continuam valendo.',
  jaPausada: 'Suas oportunidades já estão pausadas. Para voltar a receber, mande *VOLTAR*.',
  retomada: 'Pronto, sua loja voltou a receber novas oportunidades.',
  jaRecebendo: 'Sua loja já está recebendo novas oportunidades.',
  aguardandoAdmin:
    'Sua pausa foi desfeita, mas a loja ainda não recebe oportunidades: o cadastro está aguardando aprovação ou foi suspenso pela nossa equipe. Fale com o suporte pelo site se tiver dúvidas.',
};

type Plano = {
  plano: string;
  limite_diario: number | null;
  ofertas_hoje: number;
  restantes_hoje: number | null;
  pode_ofertar: boolean;
  assinatura: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function planoTexto(p: Plano): string {
  const lines = [`*Seu plano:* ${p.plano}`];
  if (p.limite_diario === null) {
    lines.push('Limite diário: ofertas ilimitadas.');
    lines.push(`Ofertas hoje: ${p.ofertas_hoje}.`);
  } else {
    lines.push(`Limite diário: ${plural(p.limite_diario, 'oferta', 'ofertas')}.`);
    lines.push(
      `Ofertas hoje: ${p.ofertas_hoje} (${plural(p.restantes_hoje ?? 0, 'restante', 'restantes')}).`,
    );
  }
  if (!p.pode_ofertar) lines.push(`Para fazer ofertas hoje, veja os planos em ${p.assinatura}`);
  return lines.join('\n');
}
