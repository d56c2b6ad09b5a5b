import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';

export type WishSent = { codigo: string; lojasNotificadas: number };

/** How many shops received the wish, said honestly: zero is zero, and the wish is still kept. */
export function wishSentMessage(lojasNotificadas: number): string {
  if (lojasNotificadas === 0) {
    return 'Nenhuma loja da sua cidade atende essa categoria no momento. Seu desejo ficou registrado e as lojas que passarem a atendê-la poderão enviar ofertas.';
  }
  if (lojasNotificadas === 1) return 'Seu desejo foi enviado para 1 loja da sua cidade.';
  return `Seu desejo foi enviado para ${lojasNotificadas} lojas da sua cidade.`;
}

export function WishSuccess({ sent, onNewWish }: { sent: WishSent; onNewWish: () => void }) {
  return (
    <div className="space-y-6 text-center" role="status">
      <CircleCheck className="mx-auto size-14 text-brand-600" aria-hidden="true" />
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-slate-900">Desejo enviado!</h2>
        <p className="text-slate-700">{wishSentMessage(sent.lojasNotificadas)}</p>
        {sent.lojasNotificadas > 0 && (
          <p className="text-slate-600">
            As ofertas chegam no seu WhatsApp, com o contato direto de cada loja.
          </p>
        )}
      </div>
      <p className="rounded-lg bg-slate-50 p-4 text-slate-700">
        Código do seu desejo: <strong className="font-mono text-lg text-slate-900">{sent.codigo}</strong>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onNewWish}>Enviar outro desejo</Button>
        <Button asChild variant="outline">
          <Link to="/">Voltar ao Início</Link>
        </Button>
      </div>
    </div>
  );
}
