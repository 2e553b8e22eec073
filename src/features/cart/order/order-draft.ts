import { emptyOrderValues, parseOrderDraft, type OrderValues } from './order-form';

// What the buyer typed on /order/ survives a reload or a closed tab (saved on this device only);
// it goes after a successful order and on 'Выйти' (it holds the buyer's name and contacts).
const KEY = 'storefront-order-draft';

export function readOrderDraft(): OrderValues | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? parseOrderDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveOrderDraft(values: OrderValues): void {
  try {
    const empty = emptyOrderValues();
    const typed = (Object.keys(empty) as Array<keyof OrderValues>).some(
      (field) => values[field].trim() !== '',
    );
    if (typed) localStorage.setItem(KEY, JSON.stringify(values));
    else localStorage.removeItem(KEY);
  } catch {
    // No storage: the draft lives as long as the page.
  }
}

export function forgetOrderDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
