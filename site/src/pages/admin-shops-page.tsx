import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function AdminShopsPage() {
  return (
    <PagePlaceholder title="Gestão de Lojistas">
      <p>Filtre os lojistas, veja os detalhes e escolha quem recebe matches.</p>
    </PagePlaceholder>
  );
}
