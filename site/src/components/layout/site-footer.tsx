import { Link } from 'react-router';
import { formatCnpj, usePublicConfig } from '../../lib/public-config.ts';
import { Logo } from './logo.tsx';

export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      {/* pb-24: the page's last lines can scroll clear of the floating buttons. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 pb-24 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <Logo />
        <Link to="/termos-e-politica" className="underline-offset-4 hover:text-slate-900 hover:underline">
          Termos de Uso e Política de Privacidade
        </Link>
        {config && (
          <p>
            © {year} {config.companyName}
            {config.companyCnpj && <> · CNPJ {formatCnpj(config.companyCnpj)}</>}
          </p>
        )}
      </div>
    </footer>
  );
}
