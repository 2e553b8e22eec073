import { useEffect } from 'react';
import { onSessionChange } from '@/shared/session/session-state';
import { loadCart } from './load-cart';

/** The cart is fetched once the page is up, and again after every sign-in attempt (spec §4). */
export function useCartSync(): void {
  useEffect(() => {
    void loadCart();
    return onSessionChange((event) => {
      if (event.type === 'attempted') void loadCart();
    });
  }, []);
}
