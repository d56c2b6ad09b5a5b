import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function AdminDashboardPage() {
  return (
    <PagePlaceholder title="Gestão" subtitle="Painel Administrativo">
      <p>Acompanhe conversas, ofertas, lojistas e a saúde do sistema.</p>
    </PagePlaceholder>
  );
}
