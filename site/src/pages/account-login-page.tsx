import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function AccountLoginPage() {
  return (
    <PagePlaceholder title="Minha Conta">
      <p>Entre com seu e-mail e senha para acessar sua conta.</p>
    </PagePlaceholder>
  );
}
