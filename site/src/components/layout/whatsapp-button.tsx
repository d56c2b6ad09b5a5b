import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';
import { isWhatsappButtonHidden, whatsappChatUrl } from '../../lib/whatsapp.ts';

/** Floating chat button to the support number with "Qual é o seu Desejo?" prefilled. */
export function WhatsappButton() {
  const { pathname } = useLocation();
  const { data: config } = usePublicConfig();
  if (!config?.supportWhatsapp || isWhatsappButtonHidden(pathname)) return null;
  return (
    <a
      href={whatsappChatUrl(config.supportWhatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Conversar no WhatsApp"
      title="Conversar no WhatsApp"
      className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105 hover:bg-whatsapp-dark"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
