import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './shared/ui/NotFoundPage';
import { AppRouteError } from './features/offline/AppRouteError';

export interface CreateAppRouterOptions {
  queryClient: QueryClient;
  /** `https://host` the visitor sees: canonical and og URLs are built from it. */
  origin: string;
  /** Render the document and the root route only: the offline shell (decision 010). */
  isShell?: boolean;
  /**
   * Whether the visitor is signed in: in the browser the session's store, on the server whether the
   * request carries an access token cookie (nothing of the token is read there).
   */
  signedIn: () => boolean;
  /**
   * Server only: the router writes this on every script and stylesheet it puts in the page, so the
   * server can tell its code from anything else in the HTML (server/web/inline-code.ts).
   */
  nonce?: string;
}

const writeSearch = stringifySearchWith(JSON.stringify);

export function createAppRouter({
  queryClient,
  origin,
  isShell = false,
  signedIn,
  nonce,
}: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: { queryClient, origin, session: { signedIn } },
    trailingSlash: 'always',
    isShell,
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness; the router need not cache again.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: AppRouteError,
    // Search values stay the strings of the address (`room=2`, not `room=%222%22`); each route's
    // validateSearch reads them. A key with no value is written bare: `/?login`.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: (search) => writeSearch(search).replace(/=(?=&|$)/g, ''),
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
    // The page's data travels with it: the answers its loaders received, and only those (a failed
    // or unfinished call is made again by the browser). Loaders wait for their data, so nothing is
    // left to stream after the render. As one JSON text: API answers are JSON, and JSON.parse reads
    // it faster than the browser runs the same data written as a script (decision 010).
    dehydrate: () => ({
      queries: JSON.stringify(
        dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' }),
      ),
    }),
    hydrate: ({ queries }: { queries: string }) =>
      hydrate(queryClient, JSON.parse(queries) as DehydratedState),
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page offers 'Сохранить для офлайна' (catalogue lists and details). */
    savableOffline?: boolean;
    /**
     * The page is one visitor's (the account, the cart, ordering, payment, signing in, what this
     * device saved): its answers, redirects and 404s included, are `private, no-store`, where every
     * other page may be kept by a shared cache (decision 019). Set on a layout, it covers the
     * routes under it.
     */
    personal?: boolean;
  }
}
