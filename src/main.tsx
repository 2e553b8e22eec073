import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { createIdbPersister } from './shared/api/persister';
import { createQueryClient, QUERY_CACHE_MAX_AGE_MS } from './shared/api/query-client';
import { reloadForChunkError } from './shared/lib/chunk-reload';
import { registerServiceWorker } from './shared/pwa/register-service-worker';
import './shared/ui/styles/base.css';

/** Restoring longer than this must not hold the first paint back. */
const RESTORE_TIMEOUT_MS = 300;
/**
 * The server's first frame stays on screen while the route loads; past this, React takes over
 * and the route shows its pending state instead.
 */
const FIRST_LOAD_TIMEOUT_MS = 1500;

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault();
});

const queryClient = createQueryClient();
const persistOptions = {
  queryClient,
  persister: createIdbPersister(),
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: __BUILD_ID__,
};
await Promise.race([
  persistQueryClientRestore(persistOptions).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
]);
persistQueryClientSubscribe(persistOptions);

const router = createAppRouter(queryClient);
// Loading the route (its chunk and data) before the first render makes that render one
// transition React can slice into short tasks; rendering first and loading after would let the
// router's store update force a second, synchronous render of the whole page.
// Until the router's own history listener mounts, a back/forward step would otherwise be lost.
const releaseEarlyHistory = router.history.subscribe(() => void router.load().catch(() => undefined));
await Promise.race([
  router.load().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_TIMEOUT_MS)),
]);

/** Runs once the tree before it has committed (layout effects run in tree order). */
function AfterCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

const root = createRoot(document.getElementById('root')!);
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

registerServiceWorker();
