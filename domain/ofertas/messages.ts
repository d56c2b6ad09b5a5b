// The dashboard's offer, archive, restore and error-report copy, worded as spec 000 gives it
// (sections 4, 5 and 8). One source for the API answers and the site's toasts.

export const OFERTA_MESSAGES = {
  erroValidacao: 'Erro de validação',
  precoInvalido: 'Por favor, informe um preço válido para a oferta.',
  ofertaBloqueada: 'Oferta bloqueada',
  semPlano: 'Contrate um plano para fazer uma oferta para esse desejo',
  limiteAtingido: (limite: number) =>
    `Limite diário de ${limite} ofertas atingido. Upgrade para Premium para ofertas ilimitadas.`,
  botaoSemPlano: 'Sem Plano',
  botaoLimiteAtingido: 'Limite Atingido',
  ofertaEnviada: 'Oferta enviada com sucesso!',
  erroEnviarOferta: 'Erro ao enviar oferta',
  // Not worded by the spec; ours.
  condicoesObrigatorias: 'Informe as condições de pagamento',
  prazoObrigatorio: 'Informe o prazo de entrega',
  validadeObrigatoria: 'Informe a validade da oferta',
  textoLongo: 'Texto muito longo',
  desejoEncerrado: 'Este desejo já foi encerrado e não recebe mais ofertas.',
  oportunidadeArquivada: 'Esta oportunidade está arquivada. Retome a oferta antes de enviar uma proposta.',
  oportunidadeNaoEncontrada: 'Oportunidade não encontrada.',
  // A shop has one offer per opportunity: new terms replace it (spec 000 has no such case).
  ofertaAtualizada: 'Oferta atualizada com sucesso!',
  envioInvalido: 'Envio inválido: feche o formulário e abra de novo.',
  envioDeOutraOferta: 'Este envio já foi usado para outra oferta. Feche o formulário e abra de novo.',
} as const;

export const ARQUIVO_MESSAGES = {
  erroArquivar: 'Erro ao arquivar',
  arquivada: 'Oportunidade arquivada',
  arquivadaDetalhe: 'Sua resposta foi registrada e a oportunidade foi arquivada.',
  erroRetomar: 'Erro ao retomar',
  retomada: 'Oferta retomada',
  aviso: 'Aviso',
  desejoInexistente: 'A oportunidade não pode ser restaurada pois o desejo não existe mais.',
  // Not worded by the spec; ours.
  motivoObrigatorio: 'Selecione um motivo',
  naoArquivada: 'Esta oportunidade não está arquivada.',
  naoArquivavel: 'Esta oportunidade não pode mais ser arquivada.',
} as const;

export const RELATORIO_MESSAGES = {
  enviado: 'Relatório enviado com sucesso!',
  enviadoDetalhe: 'Obrigado por reportar o erro. Vamos analisar e corrigir o mais breve possível.',
  erro: 'Erro ao enviar relatório',
  erroDetalhe: 'Ocorreu um erro ao enviar o relatório. Tente novamente.',
  // Per-field messages: the spec does not word them; ours.
  tituloObrigatorio: 'Informe um título',
  tituloMax: 'O título deve ter no máximo 100 caracteres',
  descricaoObrigatoria: 'Descreva o problema',
  descricaoMax: 'A descrição deve ter no máximo 1000 caracteres',
  passosMax: 'Os passos devem ter no máximo 500 caracteres',
} as const;

export const PERFIL_MESSAGES = {
  atualizado: 'Perfil atualizado',
  atualizadoDetalhe: 'Suas informações foram salvas com sucesso.',
  erroSalvar: 'Erro ao salvar',
  selecioneCategoria: 'Selecione pelo menos uma categoria',
  perfilIncompleto: 'Complete seu perfil de lojista antes de editar categorias',
} as const;
