import { Link } from 'react-router';
import { PagePlaceholder } from '../components/page-placeholder.tsx';
import { Button } from '../components/ui/button.tsx';

export function ShopLandingPage() {
  return (
    <PagePlaceholder title="Multiplique Suas Vendas">
      <p>
        Receba os desejos dos clientes da sua cidade e responda com a sua oferta. O cadastro é sempre
        gratuito.
      </p>
      <Button asChild size="lg">
        <Link to="/lojista/auth">Cadastrar minha loja</Link>
      </Button>
    </PagePlaceholder>
  );
}
