import { reloadForChunkError } from './shared/lib/chunk-reload';
import { afterNextPaint, documentPicturesReady } from './shared/lib/yield-to-main';
import './shared/ui/styles/base.css';

window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault();
});

/** How long the app waits for the first frame's picture before it starts anyway. */
const FRAME_PICTURE_WAIT_MS = 1000;

// The server's first frame (header, heading, a detail page's picture) paints before the app's
// code runs; the app's modules, already fetched alongside this one, then start in short steps.
await documentPicturesReady(FRAME_PICTURE_WAIT_MS);
await afterNextPaint();
const { startApp } = await import('./start-app');
await startApp();
