import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AccountEntry } from '@/features/auth/AccountEntry';
import { CartLink } from '@/features/cart/CartLink';
import { SiteFooter } from '@/features/site/SiteFooter';
import { SiteHeader } from '@/features/site/SiteHeader';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { RouteError } from '@/shared/ui/RouteError';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <ProgressBar />
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <SiteHeader
        actions={
          <>
            <AccountEntry />
            <CartLink />
          </>
        }
      />
      <main id="main" className="site-main container">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
