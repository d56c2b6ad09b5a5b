import { PagePlaceholder } from '../components/page-placeholder.tsx';

export function AdminToolsPage() {
  return (
    <PagePlaceholder title="Ferramentas" subtitle="Configurações de WhatsApp">
      <p>Configure o agente, as funções, as credenciais e os templates do WhatsApp.</p>
    </PagePlaceholder>
  );
}
