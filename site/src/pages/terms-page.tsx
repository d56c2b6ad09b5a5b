import type { ReactNode } from 'react';
import { formatPhone } from '../components/public/format-phone.ts';
import {
  type LegalContext,
  type LegalSection,
  LegalSectionView,
} from '../components/public/legal-section.tsx';
import { privacyPolicy } from '../components/public/privacy-policy.tsx';
import { termsOfUse } from '../components/public/terms-of-use.tsx';
import { formatCnpj, usePublicConfig } from '../lib/public-config.ts';
import { whatsappChatUrl } from '../lib/whatsapp.ts';

const parts: ReadonlyArray<{ id: string; title: string; sections: readonly LegalSection[] }> = [
  { id: 'termos-de-uso', title: 'Termos de Uso', sections: termsOfUse },
  { id: 'politica-de-privacidade', title: 'Política de Privacidade', sections: privacyPolicy },
];

function SupportLink({ phone }: { phone: string | undefined }): ReactNode {
  if (!phone) return 'pelo botão do WhatsApp no canto da tela.';
  return (
    <a
      href={whatsappChatUrl(phone, 'Olá! Tenho uma dúvida sobre os termos e a privacidade.')}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {formatPhone(phone)}
      <span className="sr-only"> (abre o WhatsApp em uma nova aba)</span>
    </a>
  );
}

export function TermsPage() {
  const { data: config } = usePublicConfig();
  const context: LegalContext = {
    productName: config?.productName ?? 'a plataforma',
    companyName: config?.companyName ?? 'a empresa responsável pela plataforma',
    cnpj: config?.companyCnpj ? formatCnpj(config.companyCnpj) : null,
    support: <SupportLink phone={config?.supportWhatsapp} />,
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          Termos de Uso e Política de Privacidade
        </h1>
        <p className="mt-3 text-slate-600">Última atualização: 8 de outubro de 2025</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Sumário" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm">
            <p className="font-semibold text-slate-900">Sumário</p>
            {parts.map((part) => (
              <div key={part.id} className="mt-4">
                <a
                  href={`#${part.id}`}
                  className="font-medium text-slate-900 underline-offset-4 hover:underline"
                >
                  {part.title}
                </a>
                <ol className="mt-2 space-y-1.5 border-l border-slate-200 pl-3">
                  {part.sections.map((section, index) => (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        className="text-slate-600 underline-offset-4 hover:text-brand-800 hover:underline"
                      >
                        {index + 1}. {section.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </nav>

        <div className="max-w-3xl space-y-14">
          {parts.map((part) => (
            <section
              key={part.id}
              id={part.id}
              aria-labelledby={`${part.id}-titulo`}
              className="scroll-mt-24"
            >
              <h2
                id={`${part.id}-titulo`}
                className="border-b border-slate-200 pb-3 text-2xl font-bold text-slate-900"
              >
                {part.title}
              </h2>
              <div className="mt-8 space-y-10">
                {part.sections.map((section, index) => (
                  <LegalSectionView key={section.id} section={section} number={index + 1} context={context} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
