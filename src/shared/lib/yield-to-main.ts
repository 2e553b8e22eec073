/** Ends the current task so the browser can handle input or paint before the next step runs. */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** How long a hidden tab (no animation frames) waits before going on without a paint. */
const NEXT_PAINT_TIMEOUT_MS = 100;

/** Resolves once the browser has painted a frame (or after a short while in a hidden tab). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, NEXT_PAINT_TIMEOUT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

/**
 * Resolves once the pictures the document loads at once (a detail page's or a list's first frame)
 * are decoded and ready to paint, or after `timeoutMs`: the page's largest content then shows
 * before the app's start-up tasks take the main thread. Lazy pictures below the fold are not
 * waited for: they may never load.
 */
export function documentPicturesReady(timeoutMs: number): Promise<void> {
  const pictures = [...document.images].filter((picture) => picture.loading !== 'lazy');
  if (pictures.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.allSettled(pictures.map((picture) => picture.decode())).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
