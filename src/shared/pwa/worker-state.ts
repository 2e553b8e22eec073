import { proxy } from 'valtio';

/** The service worker as the page sees it: whether a new version waits to take over. */
export const workerState = proxy({
  /** A new build's worker is installed and waits for 'Обновить'. */
  updateWaiting: false,
  /**
   * The new worker took over while a form held unsaved input: the next navigation loads the new
   * build as a whole page instead of reloading this one.
   */
  updateOnNextNavigation: false,
});
