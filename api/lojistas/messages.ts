// The shop registration messages, worded as the spec gives them (000 §5 and §8, 001 §8). One
// source for the profile completion, the quick registration and their pages.

export const lojistaMessages = {
  cnpjDuplicado: 'CNPJ já cadastrado no sistema',
  cnpjDuplicadoEmpresa: (nomeLoja: string) => `CNPJ já cadastrado pela empresa: ${nomeLoja}`,
  whatsappLojaDuplicado:
    'Este número de WhatsApp da loja já está cadastrado em nossa base de dados. Por favor, utilize um número diferente ou entre em contato conosco se este for realmente o seu número.',
  emailDuplicado: 'Este e-mail já está cadastrado no sistema',
  perfilExistente: 'Seu perfil de lojista já está completo.',
  selecioneEstado: 'Selecione um estado',
  selecioneCidade: 'Selecione uma cidade',
  selecioneCategoria: 'Selecione pelo menos uma categoria',
  lojistaNaoEncontrado: 'Lojista não encontrado. Verifique se você está cadastrado como lojista.',
  cnpjInvalido: 'CNPJ inválido',
} as const;
