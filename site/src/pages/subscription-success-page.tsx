import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function SubscriptionSuccessPage() {
  return (
    <PagePlaceholder title="Assinatura confirmada!">
      <p>Sua assinatura foi ativada. Em instantes você volta ao seu painel.</p>
    </PagePlaceholder>
  );
}
