import { type Endpoint, key } from '#tests/setup/route-walk.ts';

// Who may call each API route. The security suites walk the app's router and look every route up
// here; a route with no class fails them, so a new route cannot ship without someone deciding.

export type Access =
  /** Anyone; rate limits and validation apply. */
  | 'public'
  /** Signed by the caller's secret (Meta, Stripe) or Meta's verify token: refused without it. */
  | 'signed-webhook'
  /** better-auth's own routes: sessions, sign-in, TOTP (covered by api/auth suites). */
  | 'auth-library'
  /** Any signed-in account; data scoped to the caller. */
  | 'user'
  /** The admin role (and TOTP when enrolled). */
  | 'admin';

const explicit: Record<string, Access> = {
  'POST /api/whatsapp/webhook': 'signed-webhook',
  // Meta's verification handshake: answers only with the installation's verify token.
  'GET /api/whatsapp/webhook': 'signed-webhook',
  'POST /api/stripe/webhook': 'signed-webhook',
  'GET /api/health': 'public',
  'GET /api/public/config': 'public',
  'GET /api/public/associacoes': 'public',
  'GET /api/estados': 'public',
  'GET /api/estados/:sigla/cidades': 'public',
  'GET /api/categorias': 'public',
  'GET /api/cep/:cep': 'public',
  'GET /api/whatsapp-redirect': 'public',
  'POST /api/whatsapp-redirect/acessos': 'public',
  'POST /api/desejos': 'public',
  'POST /api/parceiros/cadastro-rapido': 'public',
  // Bound to an HMAC token issued with the registration, checked in the route.
  'POST /api/parceiros/cadastro-rapido/:lojistaId/reenviar': 'public',
  'GET /api/assinatura/planos': 'public',
  'GET /api/assinatura/status': 'user',
  'POST /api/assinatura/checkout': 'user',
  'POST /api/assinatura/portal': 'user',
  'GET /api/lojistas/cnpj/:cnpj': 'user',
  'GET /api/lojistas/me': 'user',
  'GET /api/lojistas/perfil': 'user',
  'POST /api/lojistas/perfil': 'user',
  'POST /api/relatorios-erro': 'user',
};

export function accessOf(endpoint: Endpoint): Access | undefined {
  if (endpoint.path.startsWith('/api/auth/')) return 'auth-library';
  if (endpoint.path === '/api/admin' || endpoint.path.startsWith('/api/admin/')) return 'admin';
  if (endpoint.path === '/api/dashboard' || endpoint.path.startsWith('/api/dashboard/')) return 'user';
  return explicit[key(endpoint)];
}
