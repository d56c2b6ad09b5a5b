import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';

/** 'Voltar' to /gestao/dashboard, from any other /gestao page. */
export function BackToDashboard({ className }: { className?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className={className}>
      <Link to="/gestao/dashboard">
        <ArrowLeft aria-hidden="true" />
        Voltar
      </Link>
    </Button>
  );
}

/** A /gestao page's top line: back to the dashboard, the page's one h1, and its own actions. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BackToDashboard />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
