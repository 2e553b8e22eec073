import { reloadForChunkError } from './shared/lib/chunk-reload';
import { startModulePreloads } from './shared/lib/module-preloads';
import { warmIntlOffMainThread } from './shared/lib/warm-intl';
import { afterNextPaint, documentPicturesReady } from './shared/lib/yield-to-main';
import './shared/ui/styles/base.css';

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault();
});

warmIntlOffMainThread();

/** How long the app waits for the first frame's picture before it starts anyway. */
const FRAME_PICTURE_WAIT_MS = 1000;

// The server's first frame (header, heading, a page's main picture) paints before the app's code
// runs; then the app's modules load, all at once, and start in short steps.
await documentPicturesReady(FRAME_PICTURE_WAIT_MS);
await afterNextPaint();
await startModulePreloads();
const { startApp } = await import('./start-app');
await startApp();
