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
