import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function CompleteProfilePage() {
  return (
    <PagePlaceholder title="Complete seu Perfil">
      <p>Informe os dados da sua loja para começar a receber oportunidades.</p>
    </PagePlaceholder>
  );
}
