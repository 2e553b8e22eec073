import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import {
  ClientOnly,
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  type ParsedLocation,
  Scripts,
  useMatches,
  useRouter,
} from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { AccountEntry } from '@/features/auth/AccountEntry';
import { useSessionEffects } from '@/features/auth/use-session-effects';
import { CartLink } from '@/features/cart/CartLink';
import { useCartSync } from '@/features/cart/use-cart-sync';
import { OutboxIndicator } from '@/features/feedback/OutboxIndicator';
import { useFeedbackOutbox } from '@/features/feedback/use-feedback-outbox';
import { AppRouteError } from '@/features/offline/AppRouteError';
import { OfflineBanner } from '@/features/offline/OfflineBanner';
import { OfflineLinks } from '@/features/offline/OfflineLinks';
import { SaveForOffline } from '@/features/offline/saved/SaveForOffline';
import { UpdatePrompt } from '@/features/offline/UpdatePrompt';
import { useCatalogueUpdates } from '@/features/offline/use-catalogue-updates';
import { useRememberPages } from '@/features/offline/use-remember-pages';
import { loadSiteFrame } from '@/features/site/load-site';
import { SiteFooter } from '@/features/site/SiteFooter';
import { SiteHeader } from '@/features/site/SiteHeader';
import { useTripsOnDevice } from '@/features/trips/use-trips-on-device';
import { useLookupsOnStart } from '@/shared/api/lookups/use-lookups-on-start';
import { isNetworkFailure } from '@/shared/api/error';
import { configsQueryOptions } from '@/shared/api/site-config';
import { SHELL_ATTRIBUTE } from '@/shared/lib/app-shell';
import { routeHead } from '@/shared/lib/page-head';
import { isSignedIn, onSessionChange, sessionState } from '@/shared/session/session-state';
import { closeDialogsOnNavigation, openDialog } from '@/shared/state/dialogs';
import { clearServiceError, serviceErrorState } from '@/shared/state/service-error';
import { DialogHost } from '@/shared/ui/DialogHost';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { ServiceErrorPage } from '@/shared/ui/ServiceErrorPage';
import { Toaster } from '@/shared/ui/Toaster';

export interface RouterContext {
  queryClient: QueryClient;
  /** `https://host` as the visitor reached the site. */
  origin: string;
  session: { signedIn: () => boolean };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient } }) => loadSiteFrame(queryClient),
  head: (context) => {
    // A page that is not there, or failed, is named for that (the root catches a 404 of any route).
    const notFound = context.matches.some((match) => match.status === 'notFound' || match._notFound);
    const failed = context.matches.find((match) => match.status === 'error');
    const page = routeHead(
      context,
      notFound
        ? { label: 'Страница не найдена' }
        : failed
          ? { label: isNetworkFailure(failed.error) ? 'Нет соединения' : 'Ошибка обращения к сервису' }
          : {},
    );
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0b5cab' },
        ...page.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        ...page.links,
      ],
    };
  },
  shellComponent: Document,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppRouteError,
});

/** The whole document: the server renders it, the browser hydrates it. */
function Document({ children }: { children: ReactNode }) {
  const shell = useRouter().isShell();
  return (
    <html lang="ru" {...(shell ? { [SHELL_ATTRIBUTE]: '' } : {})}>
      <head>
        <HeadContent />
      </head>
      <body>
        {/* The offline shell has no page in it: the browser renders one from its saved data. */}
        {shell ? <ClientOnly>{children}</ClientOnly> : children}
        <Scripts />
      </body>
    </html>
  );
}

// Dialog code loads the first time a dialog opens, never with the first page.
const DIALOGS = {
  feedback: lazyNamed(() => import('@/features/feedback/FeedbackDialog'), 'FeedbackDialog'),
  auth: lazyNamed(() => import('@/features/auth/AuthDialog'), 'AuthDialog'),
  code: lazyNamed(() => import('@/features/auth/CodeDialog'), 'CodeDialog'),
  registration: lazyNamed(() => import('@/features/auth/RegistrationDialog'), 'RegistrationDialog'),
  restore: lazyNamed(() => import('@/features/auth/RestoreDialog'), 'RestoreDialog'),
  restoreSuccess: lazyNamed(() => import('@/features/auth/RestoreSuccessDialog'), 'RestoreSuccessDialog'),
  orderSuccess: lazyNamed(() => import('@/features/cart/order/OrderSuccessDialog'), 'OrderSuccessDialog'),
};

/**
 * `/?login` opens the sign-in dialog (spec §2), and so does `/login`, the sign-in callback, for a
 * visitor who is not signed in yet.
 */
const asksForLogin = (location: ParsedLocation) =>
  (location.pathname === '/' && new URLSearchParams(location.searchStr).has('login')) ||
  (location.pathname === '/login/' && !isSignedIn(sessionState));

/**
 * A route change closes the authorization and code dialogs (spec §4); `/?login` opens sign-in,
 * and once signed in the address drops its `?login` (a reload must not ask again).
 */
function useDialogsFollowRoutes() {
  const router = useRouter();
  useEffect(() => {
    if (asksForLogin(router.state.location)) openDialog('auth');
    const unfollow = router.subscribe('onResolved', (event) => {
      if (event.pathChanged) {
        closeDialogsOnNavigation();
        clearServiceError();
      }
      if (event.hrefChanged && asksForLogin(event.toLocation)) openDialog('auth');
    });
    const unlisten = onSessionChange((event) => {
      const { pathname, searchStr } = router.state.location;
      if (event.type === 'started' && pathname === '/' && new URLSearchParams(searchStr).has('login'))
        void router.navigate({ to: '/', search: {}, replace: true });
    });
    return () => {
      unfollow();
      unlisten();
    };
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

/** A catalogue page that has shown its data offers to keep it for the trip. */
const useSavableOffline = () =>
  useMatches({
    select: (matches) =>
      matches.some((match) => match.staticData.savableOffline) &&
      // The server marks a 404 with `_notFound` on a 'success' match, the browser with the status.
      matches.every((match) => match.status === 'success' && !match._notFound),
  });

function RootLayout() {
  useDialogsFollowRoutes();
  useSessionEffects();
  useCartSync();
  useLookupsOnStart();
  useCounters();
  useCatalogueUpdates();
  useRememberPages();
  useFeedbackOutbox();
  useTripsOnDevice();
  const savable = useSavableOffline();
  const { status: failedStatus } = useSnapshot(serviceErrorState);
  return (
    <>
      <ProgressBar />
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      <OfflineBanner />
      <SiteHeader
        account={<AccountEntry />}
        cart={
          <>
            <OutboxIndicator />
            <CartLink />
          </>
        }
      />
      <main id="main" className="site-main container">
        {failedStatus ? <ServiceErrorPage status={failedStatus} /> : <Outlet />}
        {savable && !failedStatus ? <SaveForOffline /> : null}
      </main>
      <SiteFooter extra={<OfflineLinks />} />
      <DialogHost dialogs={DIALOGS} />
      <UpdatePrompt />
      <Toaster />
    </>
  );
}
