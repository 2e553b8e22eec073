import { useSyncExternalStore } from 'react';
import { agencyNow, type AgencyMoment } from '@common/agency-clock';

// One moment per minute for every component that asks: React needs a stable snapshot.
let current: AgencyMoment | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function getSnapshot(): AgencyMoment {
  const now = agencyNow();
  if (!current || current.date !== now.date || current.time !== now.time) current = now;
  return current;
}

function nextMinute(): void {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      nextMinute();
    },
    60_000 - (Date.now() % 60_000),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) nextMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/**
 * The agency's clock to the minute, for what a page shows as departed (it moves on while the
 * page stays open). Null while the server renders and the browser hydrates: the data the server
 * has just fetched holds no departed event, and both renders must be the same.
 */
export function useAgencyNow(): AgencyMoment | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
