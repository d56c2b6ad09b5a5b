import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function PartnersPage() {
  return (
    <PagePlaceholder title="Parceiros">
      <p>Conheça as associações parceiras e os benefícios para os lojistas associados.</p>
    </PagePlaceholder>
  );
}
