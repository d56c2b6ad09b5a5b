import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function SubscriptionManagePage() {
  return (
    <PagePlaceholder title="Gerenciar Assinatura">
      <p>Veja a situação do seu plano e gerencie a forma de pagamento.</p>
    </PagePlaceholder>
  );
}
