import type { ReactNode } from 'react';

export type LegalContext = {
  productName: string;
  companyName: string;
  /** Formatted CNPJ, or null when none is configured. */
  cnpj: string | null;
  /** The support chat link (WhatsApp), rendered inline in the text. */
  support: ReactNode;
};

export type LegalSection = { id: string; title: string; body: (ctx: LegalContext) => ReactNode };

/** One numbered section of the terms page; scroll-margin keeps its title clear of the sticky header. */
export function LegalSectionView({
  section,
  number,
  context,
}: {
  section: LegalSection;
  number: number;
  context: LegalContext;
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-24">
      <h3 id={`${section.id}-titulo`} className="text-lg font-semibold text-slate-900 md:text-xl">
        {number}. {section.title}
      </h3>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {section.body(context)}
      </div>
    </section>
  );
}
