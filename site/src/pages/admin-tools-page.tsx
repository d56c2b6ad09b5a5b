import { useQuery } from '@tanstack/react-query';
import { BackToDashboard } from '../components/admin/admin-page-header.tsx';
import { AgentConfigForm } from '../components/admin/tools/agent-config-form.tsx';
import { FunctionsSection } from '../components/admin/tools/functions-section.tsx';
import { Playground } from '../components/admin/tools/playground.tsx';
import { TemplatesForm } from '../components/admin/tools/templates-form.tsx';
import { errorMessage } from '../components/admin/tools/tools-ui.tsx';
import { WebhookTester } from '../components/admin/tools/webhook-tester.tsx';
import { WhatsappCredentialsForm } from '../components/admin/tools/whatsapp-credentials-form.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { fetchToolsConfig, TOOLS_QUERY_KEY } from '../lib/admin-tools-api.ts';

// /gestao/ferramentas (spec 001 §2.4): how the bot thinks and talks. Every section saves to
// bot_config through /api/admin, which checks the admin role on each request.
export function AdminToolsPage() {
  const config = useQuery({ queryKey: TOOLS_QUERY_KEY, queryFn: fetchToolsConfig });

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <BackToDashboard className="mb-4 -ml-3" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Ferramentas</h1>
      <p className="mt-1 text-lg text-slate-500">Configurações de WhatsApp</p>
      <div className="mt-6 space-y-6">
        {config.isPending ? (
          <PageLoader />
        ) : config.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {errorMessage(config.error, 'Não foi possível carregar as configurações')}
          </p>
        ) : (
          <>
            <AgentConfigForm key={JSON.stringify(config.data.agent)} initial={config.data.agent} />
            <FunctionsSection functions={config.data.functions} />
            <WhatsappCredentialsForm initial={config.data.whatsapp} />
            <TemplatesForm templates={config.data.templates} />
            <WebhookTester />
            <Playground />
          </>
        )}
      </div>
    </section>
  );
}
