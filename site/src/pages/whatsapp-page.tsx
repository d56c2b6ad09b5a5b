import { MessageCircle } from 'lucide-react';
import { PagePlaceholder } from '../components/page-placeholder.tsx';
import { Button } from '../components/ui/button.tsx';
import { usePublicConfig } from '../lib/public-config.ts';
import { whatsappChatUrl } from '../lib/whatsapp.ts';

// Until the redirect page (spec 001 §2.6: configured number, statistics, automatic redirect)
// arrives, /whatsapp and /contato offer the support chat with a button.
export function WhatsappPage() {
  const { data: config } = usePublicConfig();
  return (
    <PagePlaceholder title="Fale com a gente no WhatsApp">
      <p>Conte o que você quer comprar e receba ofertas das lojas da sua cidade.</p>
      {config?.supportWhatsapp && (
        <Button asChild variant="whatsapp" size="lg">
          <a href={whatsappChatUrl(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            Abrir o WhatsApp
          </a>
        </Button>
      )}
    </PagePlaceholder>
  );
}
