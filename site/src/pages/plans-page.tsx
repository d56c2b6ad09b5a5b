import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function PlansPage() {
  return (
    <PagePlaceholder title="Assinatura">
      <p>Conheça os planos e escolha o melhor para a sua loja.</p>
    </PagePlaceholder>
  );
}
