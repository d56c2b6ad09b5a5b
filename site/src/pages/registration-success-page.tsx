import { Link } from 'react-router';
import { PagePlaceholder } from '../components/page-placeholder.tsx';
import { Button } from '../components/ui/button.tsx';

export function RegistrationSuccessPage() {
  return (
    <PagePlaceholder title="Cadastro enviado!">
      <p>
        Nossa equipe analisa o seu cadastro em até 48 horas. Você receberá um e-mail quando ele for aprovado
        e, a partir daí, poderá receber oportunidades.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Voltar ao Início</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/como-funciona">Como Funciona</Link>
        </Button>
      </div>
    </PagePlaceholder>
  );
}
