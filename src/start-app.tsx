import { registerServiceWorker } from './shared/pwa/register-service-worker';
import { yieldToMain } from './shared/lib/yield-to-main';

/**
 * Starts the app in steps, each a task of its own, so no single task blocks a slow phone for
 * long: the query cache, React's DOM renderer, then the router and the first render. Each step's
 * modules ship in their own chunks (vite.config.ts), and the server's HTML has already asked for
 * all of them (server/web/page-assets.ts).
 */
export async function startApp(): Promise<void> {
  const { startQueryCache } = await import('./shared/api/start-query-cache');
  const queryClient = await startQueryCache();
  await yieldToMain();
  const { createRoot } = await import('react-dom/client');
  await yieldToMain();
  const { mountApp } = await import('./mount-app');
  await yieldToMain();
  await mountApp(createRoot(document.getElementById('root')!), queryClient);
  registerServiceWorker();
}
