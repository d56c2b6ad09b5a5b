// The browser tab's title of each route of router.tsx (spec 001 §2.1), one place for all of them:
// "<page> | <product>", the product name alone on the home page. A path not listed is the 404.

const titles: Record<string, string> = {
  '/como-funciona': 'Como Funciona',
  '/cadastro-de-lojistas': 'Lojistas',
  '/lojista/auth': 'Área do Lojista',
  '/completar-perfil': 'Complete seu Perfil',
  '/cadastro-sucesso': 'Cadastro enviado',
  '/envie-seu-desejo': 'Envie seu Desejo',
  '/minha-conta/login': 'Minha Conta',
  '/minha-conta/dashboard': 'Painel do Lojista',
  '/assinatura': 'Assinatura',
  '/assinatura/sucesso': 'Retorno da Assinatura',
  '/assinatura/gerenciar': 'Gerenciar Assinatura',
  '/parceiros': 'Parceiros',
  '/parceiros/cadastro-rapido': 'Parceiros - Cadastro Rápido',
  '/email-confirmado': 'Confirmação de Email',
  '/whatsapp': 'WhatsApp',
  '/contato': 'Contato',
  '/termos-e-politica': 'Termos de Uso e Política de Privacidade',
  '/gestao': 'Área de Gestão',
  '/gestao/login': 'Área de Gestão',
  '/gestao/dashboard': 'Painel Administrativo',
  '/gestao/ferramentas': 'Ferramentas',
  '/gestao/lojistas': 'Gestão de Lojistas',
  '/gestao/privacidade': 'Privacidade (LGPD)',
  '/gestao/mfa': 'Autenticação de Dois Fatores',
};

export const notFoundTitle = 'Página não encontrada';

/** What index.html says before the server's product name is known. */
const defaultProductName = 'Qual é o seu Desejo?';

export function pageTitle(pathname: string, productName = defaultProductName): string {
  // React Router matches paths case-insensitively and with a trailing slash; so does this.
  const path = pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, '') || '/' : pathname;
  if (path === '/') return productName;
  return `${titles[path] ?? notFoundTitle} | ${productName}`;
}
