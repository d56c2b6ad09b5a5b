/** The text the floating button and the redirect page prefill (spec 000 §1). */
export const wishGreeting = 'Qual é o seu Desejo?';

/** A wa.me chat link; `phone` is digits with the country code (5511999999999). */
export function whatsappChatUrl(phone: string, text: string = wishGreeting): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

// The floating button is shown everywhere except where it would cover the shopkeeper's own work:
// the sign-up/login page, the account dashboard, and the whole admin area; and on the redirect
// pages, which open the chat themselves.
const hiddenPaths = ['/lojista/auth', '/minha-conta/dashboard', '/whatsapp', '/contato'];

export function isWhatsappButtonHidden(pathname: string): boolean {
  // React Router matches paths case-insensitively, so this rule does too.
  const path = pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, '') : pathname;
  return hiddenPaths.includes(path) || path === '/gestao' || path.startsWith('/gestao/');
}
