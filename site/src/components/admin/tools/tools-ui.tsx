import type { ReactNode } from 'react';

// What the sections of /gestao/ferramentas share: the card and the message of a failed call.

export function ToolsSection({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = `secao-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 [&_svg]:size-5">
        {icon}
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
