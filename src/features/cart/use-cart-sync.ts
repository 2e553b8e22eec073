import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionChange } from '@/shared/session/session-state';
import { connectCartStore, markCartStale } from './cart-store';
import { loadCart } from './load-cart';

/**
 * The cart is fetched once the page is up, again after every sign-in attempt (docs/product.md#cart-updates) and when
 * the network comes back.
 */
export function useCartSync(): void {
  useEffect(() => {
    const disconnect = connectCartStore();
    void loadCart();
    // Offline, the cart shown may no longer be the backend's: not orderable until it is asked again.
    const unfollow = onlineManager.subscribe((online) => (online ? void loadCart() : markCartStale()));
    const unsubscribe = onSessionChange((event) => {
      if (event.type === 'attempted') void loadCart();
    });
    return () => {
      disconnect();
      unfollow();
      unsubscribe();
    };
  }, []);
}
