import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function AdminLoginPage() {
  return (
    <PagePlaceholder title="Área de Gestão">
      <p>Acesso restrito à equipe. Entre com sua conta de administrador.</p>
    </PagePlaceholder>
  );
}
