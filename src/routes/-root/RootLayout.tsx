import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { AccountEntry } from '@/features/auth/AccountEntry';
import { useSessionEffects } from '@/features/auth/use-session-effects';
import { CartLink } from '@/features/cart/CartLink';
import {
  FavouritesFooterLink,
  FavouritesLink,
  FavouritesMenuLink,
} from '@/features/favourites/FavouritesLink';
import { useCartSync } from '@/features/cart/use-cart-sync';
import { OutboxIndicator } from '@/features/feedback/OutboxIndicator';
import { useFeedbackOutbox } from '@/features/feedback/use-feedback-outbox';
import { OfflineBanner } from '@/features/offline/OfflineBanner';
import { OfflineLinks } from '@/features/offline/OfflineLinks';
import { SaveForOffline } from '@/features/offline/saved/SaveForOffline';
import { UpdatePrompt } from '@/features/offline/UpdatePrompt';
import { useCatalogueUpdates } from '@/features/offline/use-catalogue-updates';
import { useRememberPages } from '@/features/offline/use-remember-pages';
import { HeaderSearch } from '@/features/search/HeaderSearch';
import type { LoadSearchEntries } from '@/features/search/combobox';
import { SiteFooter } from '@/features/site/SiteFooter';
import { SiteHeader } from '@/features/site/SiteHeader';
import { useTripsOnDevice } from '@/features/trips/use-trips-on-device';
import { useLookupsOnStart } from '@/shared/api/lookups/use-lookups-on-start';
import { configsQueryOptions } from '@/shared/api/site-config';
import { serviceErrorState } from '@/shared/state/service-error';
import { DialogHost } from '@/shared/ui/DialogHost';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { ServiceErrorPage } from '@/shared/ui/ServiceErrorPage';
import { Toaster } from '@/shared/ui/Toaster';
import { useDialogsFollowRoutes } from './use-dialogs-follow-routes';

// Dialog code loads the first time a dialog opens, never with the first page.
const DIALOGS = {
  feedback: lazyNamed(() => import('@/features/feedback/FeedbackDialog'), 'FeedbackDialog'),
  feedbackSent: lazyNamed(() => import('@/features/feedback/FeedbackSentDialog'), 'FeedbackSentDialog'),
  auth: lazyNamed(() => import('@/features/auth/AuthDialog'), 'AuthDialog'),
  code: lazyNamed(() => import('@/features/auth/CodeDialog'), 'CodeDialog'),
  registration: lazyNamed(() => import('@/features/auth/RegistrationDialog'), 'RegistrationDialog'),
  restore: lazyNamed(() => import('@/features/auth/RestoreDialog'), 'RestoreDialog'),
  restoreSuccess: lazyNamed(() => import('@/features/auth/RestoreSuccessDialog'), 'RestoreSuccessDialog'),
  orderSuccess: lazyNamed(() => import('@/features/cart/order/OrderSuccessDialog'), 'OrderSuccessDialog'),
};

/** The header search looks through the catalogue's lists, fetched with its code on first use. */
const loadSearchEntries: LoadSearchEntries = (queryClient) =>
  import('@/features/catalogue/searchable').then(({ loadCatalogueEntries }) =>
    loadCatalogueEntries(queryClient),
  );

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

export function RootLayout() {
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
        favourites={<FavouritesLink />}
        menuFavourites={<FavouritesMenuLink />}
        search={<HeaderSearch loadEntries={loadSearchEntries} />}
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
      <SiteFooter
        extra={
          <OfflineLinks>
            <FavouritesFooterLink />
          </OfflineLinks>
        }
      />
      <DialogHost dialogs={DIALOGS} />
      <UpdatePrompt />
      <Toaster />
    </>
  );
}
