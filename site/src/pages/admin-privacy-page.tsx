import { AdminPageHeader } from '../components/admin/admin-page-header.tsx';
import { CustomerDataForm } from '../components/admin/privacy/customer-data-form.tsx';

// /gestao/privacidade: a customer's LGPD requests handled by an admin — the export of what is
// kept under a WhatsApp number, or its erasure (api/privacidade). The bot handles the same
// requests made on WhatsApp ("meus dados", "apagar meus dados").

export function AdminPrivacyPage() {
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <AdminPageHeader title="Privacidade (LGPD)" />
      <p className="text-sm text-slate-600">
        Atenda ao pedido de um cliente pelo número de WhatsApp: exporte tudo o que está guardado (conversas,
        mensagens, desejos e as ofertas recebidas) em um arquivo JSON, ou apague esses dados. As lojas não são
        apagadas por aqui.
      </p>
      <CustomerDataForm />
    </section>
  );
}
