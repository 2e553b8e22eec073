// First of all imports: the shared layouts must stand first in the one stylesheet, so that each
// feature's own rules refine them (decision 043).
import '@/shared/ui/styles/layout.css';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppRouteError } from '@/features/offline/AppRouteError';
import { loadSiteFrame } from '@/features/site/load-site';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { Document } from './-root/Document';
import { rootHead } from './-root/root-head';
import { RootLayout } from './-root/RootLayout';

export interface RouterContext {
  queryClient: QueryClient;
  /** `https://host` as the visitor reached the site. */
  origin: string;
  session: { signedIn: () => boolean };
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient } }) => loadSiteFrame(queryClient),
  head: rootHead,
  shellComponent: Document,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: AppRouteError,
});
