import type { Cart } from './api/types';

// The last cart the backend answered, kept on the device: shown (marked) when the network is gone.
// The cart belongs to the anonymous session, not to a person, so it may stay after 'Выйти'.
const KEY = 'storefront-cart';

export interface SavedCart {
  cart: Cart;
  savedAt: number;
}

export function readSavedCart(): SavedCart | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedCart>;
    const cart = saved.cart;
    if (!cart || typeof saved.savedAt !== 'number' || !cart.tours || !cart.excursions || !cart.hotels)
      return null;
    return { cart, savedAt: saved.savedAt };
  } catch {
    return null;
  }
}

export function writeSavedCart(saved: SavedCart): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // A full or disabled storage only costs the offline copy.
  }
}
