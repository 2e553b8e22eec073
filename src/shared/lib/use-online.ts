import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
// The server renders every page as online; the browser corrects it after hydration.
const onServer = () => true;

/** Whether the browser has a network, as the query client sees it (one source for the whole app). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
