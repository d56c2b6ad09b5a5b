// The one plan configuration (DECISIONS "Conflicts resolved"): every page, the checkout and the
// plan rules read their figures here, so /assinatura, /assinatura/gerenciar and the e-mails never
// disagree again. Amounts in cents of BRL.

export const planConfig = {
  /** Partner-association members: free, a few offers a day. */
  associado: {
    nome: 'Gratuito para Associados',
    limiteDiario: 5,
  },
  premium: {
    nome: 'Premium',
    mensalCentavos: 9900,
  },
  /** What the associate coupon gives on Premium: months free, then the discounted price. */
  cupomAssociado: {
    mesesGratis: 3,
    mensalCentavos: 4990,
  },
} as const;

/**
 * The plan row of the two plans a shop holds without paying: a new shop gets one of them, and a
 * shop whose Premium ends returns to one. Premium itself keeps the stored limit (it is unlimited).
 */
export const freePlanRows = {
  sem_plano: { plano_tipo: 'sem_plano', ativo: false, limite_diario: 0 },
  associado_gratuito: {
    plano_tipo: 'associado_gratuito',
    ativo: true,
    limite_diario: planConfig.associado.limiteDiario,
  },
} as const;
