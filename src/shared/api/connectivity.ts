import { onlineManager } from '@tanstack/react-query';

/** How often, while a call has found no network, the network is tried again. */
const PROBE_INTERVAL_MS = 3000;
/** A call the service worker never answers from a cache (it keeps GETs only). */
const PROBE_URL = '/api/configs/';

let probing: ReturnType<typeof setInterval> | null = null;

async function probe(): Promise<void> {
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return;
  }
  stopProbing();
  onlineManager.setOnline(true);
}

function stopProbing(): void {
  if (probing) clearInterval(probing);
  probing = null;
}

/**
 * A call got no answer. `navigator.onLine` says only whether there is a network interface (it is
 * true in a hotel with no internet): the app counts as offline from the first call that fails, and
 * online again when the browser says so or a probe gets an answer.
 */
export function reportNetworkFailure(): void {
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
  if (probing) return;
  probing = setInterval(() => void probe(), PROBE_INTERVAL_MS);
  // At once too: a call cut when the network went away may fail after it is back.
  void probe();
}

/** At start: the browser's own view, and the probes stop whenever the browser reports a network. */
export function followConnectivity(): void {
  onlineManager.setOnline(navigator.onLine);
  if (!navigator.onLine) reportNetworkFailure();
  window.addEventListener('online', stopProbing);
}
