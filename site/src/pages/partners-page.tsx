import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Handshake, RefreshCw } from 'lucide-react';
import type { PublicAssociation } from '#api/public/associacoes-data.ts';
import { PartnerCard } from '../components/public/partner-card.tsx';
import { SupportChatLink } from '../components/public/support-chat-link.tsx';
import { Button } from '../components/ui/button.tsx';
import { api } from '../lib/api.ts';

function usePartners() {
  return useQuery({
    queryKey: ['public', 'associacoes'],
    queryFn: ({ signal }) => api<PublicAssociation[]>('/api/public/associacoes', { signal }),
  });
}

function PartnerList() {
  const { data, isPending, isError, error, refetch, isFetching } = usePartners();

  if (isPending) {
    return (
      <div role="status" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Carregando associações...</span>
        {[1, 2, 3].map((n) => (
          <div key={n} aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <AlertCircle aria-hidden="true" className="mx-auto size-8 text-red-700" />
        <p className="mt-3 font-semibold text-red-900">Não foi possível carregar as associações.</p>
        <p className="mt-1 text-sm text-red-800">{error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={isFetching ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <Handshake aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <p className="mt-3 font-semibold text-slate-900">Nenhuma associação parceira cadastrada ainda.</p>
        <p className="mt-1 text-slate-600">
          Quer trazer a sua associação comercial? Fale com a nossa equipe pelo WhatsApp.
        </p>
      </div>
    );
  }

  return (
    <ul aria-label="Associações parceiras" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {data.map((association) => (
        <li key={association.id}>
          <PartnerCard association={association} />
        </li>
      ))}
    </ul>
  );
}

export function PartnersPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-5xl">Parceiros</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Conheça as associações comerciais que caminham com a gente. Lojistas associados recebem até 5
            oportunidades por dia sem custo e têm condições especiais no plano Premium.
          </p>
        </div>
      </section>

      <section aria-label="Lista de associações" className="mx-auto max-w-6xl px-4 py-12">
        <PartnerList />
      </section>

      <section aria-labelledby="parceiros-contato" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-slate-900 p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="parceiros-contato" className="text-2xl font-bold">
              Quer ser uma associação parceira?
            </h2>
            <p className="mt-2 text-slate-300">
              Fale com a nossa equipe para levar os benefícios aos lojistas da sua associação.
            </p>
          </div>
          <SupportChatLink
            text="Olá! Quero saber mais sobre as associações parceiras."
            variant="outline"
            className="shrink-0"
          >
            Falar com a equipe
          </SupportChatLink>
        </div>
      </section>
    </>
  );
}
