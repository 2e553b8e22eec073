import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, trimPathRight } from '@tanstack/react-router';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import type { Root } from 'react-dom/client';
import { createAppRouter, type AppRouter } from './router';
import { yieldToMain } from './shared/lib/yield-to-main';

/**
 * The server's first frame stays on screen while the route loads; past this, React takes over
 * and the route shows its pending state instead.
 */
const FIRST_LOAD_TIMEOUT_MS = 1500;

/** Runs once the tree before it has committed (layout effects run in tree order). */
function AfterCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/**
 * Writes the search params' defaults into the address (`/excursions/` → `/excursions/?date_from=…`)
 * before the first load, as the router's Transitioner would on mount: there it is a history
 * replace, a second load and a synchronous re-render of the whole page inside the first commit.
 */
function canonicalizeAddress(router: AppRouter): void {
  const location = router.latestLocation;
  const canonical = router.buildLocation({
    to: location.pathname,
    search: true,
    params: true,
    hash: true,
    state: true,
    _includeValidateSearch: true,
  });
  if (trimPathRight(location.publicHref) === trimPathRight(canonical.publicHref)) return;
  // Nothing listens to the history yet: the load below reads the new address.
  void router.commitLocation({ ...canonical, replace: true, ignoreBlocker: true });
}

export async function mountApp(root: Root, queryClient: QueryClient): Promise<void> {
  const router = createAppRouter(queryClient);
  await yieldToMain();
  canonicalizeAddress(router);
  await yieldToMain();
  // Loading the route (its chunk and data) before the first render makes that render one
  // transition React can slice into short tasks; rendering first and loading after would let the
  // router's store update force a second, synchronous render of the whole page.
  // Until the router's own history listener mounts, a back/forward step would otherwise be lost.
  const releaseEarlyHistory = router.history.subscribe(() => void router.load().catch(() => undefined));
  await Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_TIMEOUT_MS)),
  ]);
  // A transition lets React yield while it builds the first tree, so a slow phone's main thread
  // is never blocked for long (no long tasks for Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AfterCommit run={releaseEarlyHistory} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
