import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function QuickRegistrationPage() {
  return (
    <PagePlaceholder title="Parceiros - Cadastro Rápido">
      <p>Cadastre um lojista em poucos passos, sem precisar entrar.</p>
    </PagePlaceholder>
  );
}
