import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function DashboardPage() {
  return (
    <PagePlaceholder title="Painel do Lojista">
      <p>Aqui você acompanha as oportunidades e as ofertas da sua loja.</p>
    </PagePlaceholder>
  );
}
