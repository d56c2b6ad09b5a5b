// The subscription feature's messages: spec 000 §8 (checkout errors) and the issue 6 contract.

export const assinaturaMessages = {
  loginParaAssinar: 'Você precisa estar logado para assinar',
  acessoNegado: 'Acesso negado',
  naoConfigurado: 'Pagamento online ainda não configurado.',
  perfilIncompleto: 'Complete o cadastro da sua loja antes de assinar um plano.',
  jaAssinante: 'Sua loja já tem uma assinatura ativa. Use o portal de gerenciamento para alterá-la.',
  semAssinatura: 'Nenhuma assinatura encontrada.',
  erroCheckout: 'Erro ao processar assinatura. Tente novamente.',
  erroPortal: 'Erro ao abrir portal de gerenciamento',
  webhookNaoConfigurado: 'Webhook do Stripe não configurado.',
  assinaturaInvalida: 'Assinatura do webhook inválida.',
} as const;
