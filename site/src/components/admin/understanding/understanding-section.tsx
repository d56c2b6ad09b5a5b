import type { ReactNode } from 'react';
import { MarcasPanel } from './marcas-panel.tsx';
import { TermosPanel } from './termos-panel.tsx';

// "Entendimento do bot" of /gestao/dashboard: what the guided bot reads to understand a wish — the
// brands it recognises and the words that point a wish at a subcategory. Changes reach the bot
// within a minute (its reference data is cached that long in each process).

export function UnderstandingSection() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Marcas" description="Marcas que o bot reconhece no desejo do cliente.">
        <MarcasPanel />
      </Panel>
      <Panel title="Termos por subcategoria" description="Palavras que levam um desejo a uma subcategoria.">
        <TermosPanel />
      </Panel>
    </div>
  );
}

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="min-w-0 space-y-3">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-500">{description}</p>
      </div>
      {children}
    </section>
  );
}
