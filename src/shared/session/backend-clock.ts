import { clockSkewSeconds } from './jwt-expiry';

// Shared by the site's tabs: the tab that refreshed measured it, the others judge tokens by it.
const KEY = 'storefront-clock-skew';

let skewS = 0;

function storedSkew(): number {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) ? value : skewS;
  } catch {
    return skewS;
  }
}

/** The backend's "now" in seconds since the epoch, as far as this device can tell. */
export const backendNowS = (): number => Date.now() / 1000 + storedSkew();

/** A token the backend has just issued tells how far its clock is from this device's. */
export function measureClock(freshAccessToken: string): void {
  skewS = clockSkewSeconds(freshAccessToken, Date.now() / 1000);
  try {
    localStorage.setItem(KEY, String(skewS));
  } catch {
    // This tab still uses its own measure.
  }
}
