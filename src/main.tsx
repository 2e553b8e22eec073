import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { createIdbPersister } from './shared/api/persister';
import { createQueryClient, QUERY_CACHE_MAX_AGE_MS } from './shared/api/query-client';
import { reloadForChunkError } from './shared/lib/chunk-reload';
import { registerServiceWorker } from './shared/pwa/register-service-worker';
import './shared/ui/styles/base.css';

/** Restoring longer than this must not hold the first paint back. */
const RESTORE_TIMEOUT_MS = 300;

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

const root = createRoot(document.getElementById('root')!);
// A transition lets React yield while it builds the first tree, so a slow phone's main thread
// is never blocked for long (no long tasks for Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
