import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageLoader } from './components/layout/page-loader.tsx';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { RootLayout } from './components/layout/root-layout.tsx';
import { RouteErrorBoundary } from './components/route-error-boundary.tsx';

type PageLoad<K extends string> = () => Promise<Record<K, ComponentType>>;

/**
 * Each page is its own chunk, loaded on first visit; the layouts' <Suspense> shows the loader.
 * A chunk that fails to load or evaluate throws during render and lands on RouteErrorBoundary.
 * react-query's provider loads beside the page (lib/query-provider.tsx), not with the entry.
 */
function lazyPage<K extends string>(load: PageLoad<K>, name: K) {
  const Page = lazy<ComponentType>(async () => {
    const [page, { QueryProvider }] = await Promise.all([load(), import('./lib/query-provider.tsx')]);
    const Content: ComponentType = page[name];
    return {
      default: () => (
        <QueryProvider>
          <Content />
        </QueryProvider>
      ),
    };
  });
  return <Page />;
}

/** A page that reads nothing through react-query loads without it (a query there would throw). */
function staticPage<K extends string>(load: PageLoad<K>, name: K) {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}

// The back office's frame (its sign-out button brings better-auth's client and clears the query
// cache) is a chunk of its own, so the public pages never download it.
const adminLayout = (
  <Suspense fallback={<PageLoader />}>
    {lazyPage(() => import('./components/layout/admin-layout.tsx'), 'AdminLayout')}
  </Suspense>
);
// The pages past the login wait for the server's admin check before their code is requested.
const AdminOnly = lazy(async () => ({
  default: (await import('./components/auth/admin-only.tsx')).AdminOnly,
}));
const adminLogin = lazyPage(() => import('./pages/admin-login-page.tsx'), 'AdminLoginPage');
const whatsapp = lazyPage(() => import('./pages/whatsapp-page.tsx'), 'WhatsappPage');

// The route table of spec 001 §2.1.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: staticPage(() => import('./pages/home-page.tsx'), 'HomePage') },
          {
            path: 'como-funciona',
            element: lazyPage(() => import('./pages/how-it-works-page.tsx'), 'HowItWorksPage'),
          },
          {
            path: 'cadastro-de-lojistas',
            element: lazyPage(() => import('./pages/shop-landing-page.tsx'), 'ShopLandingPage'),
          },
          {
            path: 'lojista/auth',
            element: lazyPage(() => import('./pages/shop-auth-page.tsx'), 'ShopAuthPage'),
          },
          {
            path: 'completar-perfil',
            element: lazyPage(() => import('./pages/complete-profile-page.tsx'), 'CompleteProfilePage'),
          },
          {
            path: 'cadastro-sucesso',
            element: lazyPage(
              () => import('./pages/registration-success-page.tsx'),
              'RegistrationSuccessPage',
            ),
          },
          { path: 'envie-seu-desejo', element: lazyPage(() => import('./pages/wish-page.tsx'), 'WishPage') },
          {
            path: 'minha-conta/login',
            element: lazyPage(() => import('./pages/account-login-page.tsx'), 'AccountLoginPage'),
          },
          {
            path: 'minha-conta/dashboard',
            element: lazyPage(() => import('./pages/dashboard-page.tsx'), 'DashboardPage'),
          },
          { path: 'assinatura', element: lazyPage(() => import('./pages/plans-page.tsx'), 'PlansPage') },
          { path: 'parceiros', element: lazyPage(() => import('./pages/partners-page.tsx'), 'PartnersPage') },
          {
            path: 'assinatura/sucesso',
            element: lazyPage(
              () => import('./pages/subscription-success-page.tsx'),
              'SubscriptionSuccessPage',
            ),
          },
          {
            path: 'assinatura/gerenciar',
            element: lazyPage(() => import('./pages/subscription-manage-page.tsx'), 'SubscriptionManagePage'),
          },
          {
            path: 'email-confirmado',
            element: lazyPage(() => import('./pages/email-confirmed-page.tsx'), 'EmailConfirmedPage'),
          },
          { path: 'whatsapp', element: whatsapp },
          { path: 'contato', element: whatsapp },
          {
            path: 'termos-e-politica',
            element: lazyPage(() => import('./pages/terms-page.tsx'), 'TermsPage'),
          },
          {
            path: 'parceiros/cadastro-rapido',
            element: lazyPage(() => import('./pages/quick-registration-page.tsx'), 'QuickRegistrationPage'),
          },
          { path: '*', element: lazyPage(() => import('./pages/not-found-page.tsx'), 'NotFoundPage') },
        ],
      },
      {
        path: 'gestao',
        element: adminLayout,
        children: [
          { index: true, element: adminLogin },
          { path: 'login', element: adminLogin },
          {
            element: <AdminOnly />,
            children: [
              {
                path: 'dashboard',
                element: lazyPage(() => import('./pages/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
              },
              {
                path: 'ferramentas',
                element: lazyPage(() => import('./pages/admin-tools-page.tsx'), 'AdminToolsPage'),
              },
              {
                path: 'lojistas',
                element: lazyPage(() => import('./pages/admin-shops-page.tsx'), 'AdminShopsPage'),
              },
              {
                path: 'privacidade',
                element: lazyPage(() => import('./pages/admin-privacy-page.tsx'), 'AdminPrivacyPage'),
              },
            ],
          },
          {
            // An admin who must enrol TOTP (ADMIN_MFA_REQUIRED) has to reach this one.
            element: <AdminOnly allowMfaSetup />,
            children: [
              { path: 'mfa', element: lazyPage(() => import('./pages/admin-mfa-page.tsx'), 'AdminMfaPage') },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The site's pages, inside <BrowserRouter> (main.tsx). The declarative router rather than
 * createBrowserRouter: no page uses loaders, actions or fetchers, and the data router would add
 * 17 KB gzipped to the JavaScript every page downloads before its first paint.
 */
export function SiteRoutes() {
  const location = useLocation();
  return <RouteErrorBoundary location={location}>{useRoutes(routes)}</RouteErrorBoundary>;
}
