import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionChange } from '@/shared/session/session-state';
import { connectCartStore, markCartStale } from './cart-store';
import { loadCart } from './load-cart';
import { forgetOrderDraft } from './order/order-draft';

/**
 * The cart is fetched once the page is up, again after every sign-in attempt (spec §4) and when
 * the network comes back; 'Выйти' forgets the order form's draft (it holds the buyer's data).
 */
export function useCartSync(): void {
  useEffect(() => {
    const disconnect = connectCartStore();
    void loadCart();
    // Offline, the cart shown may no longer be the backend's: not orderable until it is asked again.
    const unfollow = onlineManager.subscribe((online) => (online ? void loadCart() : markCartStale()));
    const unsubscribe = onSessionChange((event) => {
      if (event.type === 'attempted') void loadCart();
      if (event.type === 'ended' && event.reason === 'signed-out') forgetOrderDraft();
    });
    return () => {
      disconnect();
      unfollow();
      unsubscribe();
    };
  }, []);
}
