import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function WishPage() {
  return (
    <PagePlaceholder title="Envie seu Desejo">
      <p>Conte o que você quer comprar e as lojas da sua cidade enviam ofertas para você.</p>
    </PagePlaceholder>
  );
}
