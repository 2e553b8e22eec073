/**
 * The first Intl formatter of a page loads the browser's Russian locale data: 20–35 ms on this
 * project's test machine, several times that on a cheap phone, and all of it on the main thread.
 * The locale data is cached for the whole renderer process, so a throwaway worker that makes the
 * same formatters first pays that cost on another core; the page's own formatters then take
 * under a millisecond. Without workers nothing changes: format.ts makes them on first use.
 */
export const INTL_WARM_UP_SOURCE = [
  "new Intl.NumberFormat('ru-RU',{style:'currency',currency:'RUB',minimumFractionDigits:2}).format(0);",
  "new Intl.DateTimeFormat('ru-RU',{weekday:'short',timeZone:'UTC'}).format(0);",
  "new Intl.PluralRules('ru').select(1);",
  'close();',
].join('');

export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    // A data: URL costs the main thread well under a millisecond (a Blob URL several), and needs
    // no revoking.
    new Worker(`data:text/javascript,${encodeURIComponent(INTL_WARM_UP_SOURCE)}`);
  } catch {
    // A content policy without data: workers: the formatters load the data themselves.
  }
}
