import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminAccess } from '../components/auth/admin-access.ts';
import { AdminSignOutButton } from '../components/auth/admin-sign-out-button.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { PagePlaceholder } from '../components/page-placeholder.tsx';
import { Button } from '../components/ui/button.tsx';

export function AdminDashboardPage() {
  const { isAllowed } = useAdminAccess();
  return (
    <PagePlaceholder title="Gestão" subtitle="Painel Administrativo">
      {isAllowed ? (
        <>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/gestao/mfa">
                <ShieldCheck aria-hidden="true" />
                Segurança
              </Link>
            </Button>
            <AdminSignOutButton />
          </div>
          <p>Acompanhe conversas, ofertas, lojistas e a saúde do sistema.</p>
        </>
      ) : (
        <PageLoader />
      )}
    </PagePlaceholder>
  );
}
