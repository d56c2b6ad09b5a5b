import { MessageCircle } from 'lucide-react';
import { usePublicConfig } from '../../lib/public-config.ts';
import { whatsappChatUrl } from '../../lib/whatsapp.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';

/** A WhatsApp button to the product team (SUPPORT_WHATSAPP) with a greeting for the context. */
export function SupportChatLink({
  text,
  children,
  size = 'lg',
  variant = 'primary',
  className,
}: {
  text: string;
  children: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { data: config } = usePublicConfig();
  if (!config?.supportWhatsapp) return null;
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={whatsappChatUrl(config.supportWhatsapp, text)} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        {children}
        <span className="sr-only"> (abre o WhatsApp em uma nova aba)</span>
      </a>
    </Button>
  );
}
