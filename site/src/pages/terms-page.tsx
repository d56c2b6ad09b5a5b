import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function TermsPage() {
  return (
    <PagePlaceholder title="Termos de Uso e Política de Privacidade">
      <p>Saiba como funciona a plataforma e como cuidamos dos seus dados.</p>
    </PagePlaceholder>
  );
}
