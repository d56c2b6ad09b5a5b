import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

/** Product mark and name, linking home. The name comes from the server (PRODUCT_NAME). */
export function Logo({ className }: { className?: string }) {
  const { data: config } = usePublicConfig();
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 font-bold text-slate-900', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
        <ShoppingBag className="size-4" />
      </span>
      {config ? <span>{config.productName}</span> : <span className="sr-only">Página inicial</span>}
    </Link>
  );
}
