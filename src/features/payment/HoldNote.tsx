import { useEffect, useState } from 'react';
import { holdWords } from '@common/order-words';

/** What the page says when an unpaid order's places are no longer held. */
export const HOLD_EXPIRED_WORDS = 'Бронь истекла: места снова в продаже. Оформите заказ заново.';

/** setTimeout's longest wait; a later moment is looked at again then. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Whether the moment `at` (ms) has come; it turns true by itself while the page stays open. */
export function useHasPassed(at: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const passed = at !== null && at <= now;
  useEffect(() => {
    if (at === null || passed) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMEOUT_MS, at - Date.now() + 50));
    return () => clearTimeout(timer);
  }, [at, passed]);
  return passed;
}

/** Until when the order holds its places (`hold_until`), or that it no longer does. */
export function HoldNote({ holdUntil, expired }: { holdUntil: string | undefined; expired: boolean }) {
  if (expired) {
    return (
      <p className="payment-outcome payment-outcome--off" role="alert">
        {HOLD_EXPIRED_WORDS}
      </p>
    );
  }
  const hold = holdWords(holdUntil);
  if (!hold) return null;
  return (
    <p className="payment-hold" role="status">
      {hold}. Не успеете оплатить — места снова поступят в продажу.
    </p>
  );
}
