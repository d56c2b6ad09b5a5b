import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function EmailConfirmedPage() {
  return (
    <PagePlaceholder title="Email confirmado!">
      <p>Seu e-mail foi confirmado. Agora é só entrar na sua conta.</p>
    </PagePlaceholder>
  );
}
