import type { ReactNode } from 'react';

/** Title and a short text for pages whose content a later change delivers. */
export function PagePlaceholder({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
      {subtitle && <p className="mt-1 text-lg text-slate-500">{subtitle}</p>}
      <div className="mt-4 space-y-4 text-slate-600">{children}</div>
    </section>
  );
}
