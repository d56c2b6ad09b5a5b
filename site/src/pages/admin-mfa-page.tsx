import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function AdminMfaPage() {
  return (
    <PagePlaceholder title="Autenticação de Dois Fatores">
      <p>Proteja sua conta de administrador com um código do aplicativo autenticador.</p>
    </PagePlaceholder>
  );
}
