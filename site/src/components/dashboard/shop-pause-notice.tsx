import { Play } from 'lucide-react';
import { useResumeOpportunities } from '../../lib/dashboard-api.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';

// Issue 21: a shop that wrote "pausar" on WhatsApp sees here why no opportunities arrive, and can
// resume from the web as "voltar" does (an admin's block, if any, stays: the other notice says so).

export const PAUSE_NOTICE =
  'Você pausou o recebimento de oportunidades pelo WhatsApp. Para voltar a receber, envie "voltar" para o nosso WhatsApp.';

export function ShopPauseNotice() {
  const resume = useResumeOpportunities();

  async function onResume() {
    try {
      const result = await resume.mutateAsync();
      toast.success(
        result.aprovada
          ? 'Você voltou a receber oportunidades.'
          : 'Pausa desfeita. As oportunidades chegam depois que nossa equipe aprovar sua loja.',
      );
    } catch (error) {
      toast.error('Não foi possível voltar a receber oportunidades', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>{PAUSE_NOTICE}</p>
      <Button size="sm" variant="outline" onClick={onResume} disabled={resume.isPending}>
        <Play aria-hidden="true" />
        Voltar a receber
      </Button>
    </div>
  );
}
