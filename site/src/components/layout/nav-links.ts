/** The public header's links, in the order of spec 000 §2 (Shared frame). */
export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/como-funciona', label: 'Como Funciona' },
  { to: '/assinatura', label: 'Assinatura' },
  { to: '/parceiros', label: 'Parceiros' },
  { to: '/cadastro-de-lojistas', label: 'Lojistas' },
  { to: '/envie-seu-desejo', label: 'Envie seu Desejo' },
] as const;

export const accountLink = { to: '/minha-conta/login', label: 'Minha Conta' } as const;
