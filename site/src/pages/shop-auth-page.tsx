import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function ShopAuthPage() {
  return (
    <PagePlaceholder title="Área do Lojista">
      <p>Entre ou crie sua conta de lojista para receber os desejos dos clientes da sua cidade.</p>
    </PagePlaceholder>
  );
}
