import { CreditCard, LoaderCircle, MessageCircle } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { usePublicConfig } from '../../lib/public-config.ts';
import { toast } from '../../lib/toast.ts';
import { whatsappChatUrl } from '../../lib/whatsapp.ts';
import { Button } from '../ui/button.tsx';
import { savePlanChoice } from './plan-choice.ts';
import { useCheckout } from './plans-api.ts';

// What the Premium card offers: manage a running subscription, say plainly that online payment
// is not set up yet, send a visitor to log in keeping the choice, or open Stripe Checkout.

const unavailableHelpId = 'pagamento-indisponivel';

function PaymentUnavailable() {
  const { data: config } = usePublicConfig();
  return (
    <div className="space-y-3">
      <Button
        size="lg"
        className="h-auto min-h-12 w-full py-2 text-center"
        disabled
        aria-describedby={unavailableHelpId}
      >
        <CreditCard aria-hidden="true" />
        {/* The button look is nowrap; at 360 px this label must wrap instead of widening the card. */}
        <span className="whitespace-normal">Pagamento online ainda não configurado</span>
      </Button>
      <p id={unavailableHelpId} className="text-sm text-slate-600">
        A contratação do Premium pelo site será liberada em breve. Enquanto isso, fale com a nossa equipe pelo
        WhatsApp para assinar.
      </p>
      {config?.supportWhatsapp && (
        <Button asChild variant="outline" size="md" className="w-full">
          <a
            href={whatsappChatUrl(config.supportWhatsapp, 'Olá! Quero assinar o plano Premium.')}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" />
            Falar com a equipe
            <span className="sr-only"> (abre o WhatsApp em uma nova aba)</span>
          </a>
        </Button>
      )}
    </div>
  );
}

export function PremiumAction({
  isSubscribed,
  isOnlinePayment,
  isSignedIn,
  isSessionPending,
}: {
  isSubscribed: boolean;
  isOnlinePayment: boolean;
  isSignedIn: boolean;
  isSessionPending: boolean;
}) {
  const navigate = useNavigate();
  const checkout = useCheckout();

  if (isSubscribed) {
    return (
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link to="/assinatura/gerenciar">Gerenciar assinatura</Link>
      </Button>
    );
  }
  if (!isOnlinePayment) return <PaymentUnavailable />;

  const subscribe = () => {
    if (isSignedIn) {
      checkout.mutate();
      return;
    }
    savePlanChoice({ plano: 'premium', voltarPara: '/assinatura' });
    toast('Autenticação necessária', { description: 'Você precisa estar logado para assinar' });
    navigate('/minha-conta/login');
  };
  // After a successful answer the tab is leaving for Stripe: keep the button busy meanwhile.
  const isBusy = checkout.isPending || checkout.isSuccess;

  return (
    <Button size="lg" className="w-full" onClick={subscribe} disabled={isSessionPending || isBusy}>
      {isBusy ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          Abrindo o pagamento...
        </>
      ) : (
        <>
          <CreditCard aria-hidden="true" />
          Assinar Premium
        </>
      )}
    </Button>
  );
}
