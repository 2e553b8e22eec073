import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, type ParsedLocation, useRouter } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { AccountEntry } from '@/features/auth/AccountEntry';
import { CartLink } from '@/features/cart/CartLink';
import { SiteFooter } from '@/features/site/SiteFooter';
import { AfterFirstPaint } from '@/shared/ui/AfterFirstPaint';
import { SiteHeader } from '@/features/site/SiteHeader';
import { configsQueryOptions } from '@/shared/api/site-config';
import { closeDialogsOnNavigation, openDialog } from '@/shared/state/dialogs';
import { DialogHost } from '@/shared/ui/DialogHost';
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

// Dialog code loads the first time a dialog opens, never with the first page.
const DIALOGS = {
  feedback: lazy(() =>
    import('@/features/site/FeedbackDialog').then((module) => ({ default: module.FeedbackDialog })),
  ),
  auth: lazy(() => import('@/features/auth/AuthDialog').then((module) => ({ default: module.AuthDialog }))),
};

/** `/?login` opens the sign-in dialog (spec §2). */
const asksForLogin = (location: ParsedLocation) =>
  location.pathname === '/' && new URLSearchParams(location.searchStr).has('login');

/** A route change closes the authorization and code dialogs (spec §4); `/?login` opens sign-in. */
function useDialogsFollowRoutes() {
  const router = useRouter();
  useEffect(() => {
    if (asksForLogin(router.state.location)) openDialog('auth');
    return router.subscribe('onResolved', (event) => {
      if (event.pathChanged) closeDialogsOnNavigation();
      if (event.hrefChanged && asksForLogin(event.toLocation)) openDialog('auth');
    });
  }, [router]);
}

/** The site config's counters (COUNTERS_HEAD); the analytics module loads only when one is set. */
function useCounters() {
  const { data: config } = useQuery(configsQueryOptions());
  useEffect(() => {
    if (!config?.COUNTERS_HEAD?.trim()) return;
    void import('@/shared/lib/analytics').then(({ installCounters }) => installCounters(config));
  }, [config]);
}

function RootLayout() {
  useDialogsFollowRoutes();
  useCounters();
  return (
    <>
      <ProgressBar />
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <SiteHeader account={<AccountEntry />} cart={<CartLink />} />
      <main id="main" className="site-main container">
        <Outlet />
      </main>
      <AfterFirstPaint>
        <SiteFooter />
      </AfterFirstPaint>
      <DialogHost dialogs={DIALOGS} />
    </>
  );
}
