import { useEffect } from 'react';

/** docs/product.md#errors: a list that fails to load is only logged; the rest of the page goes on working. */
export function useLogFailure(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`Не удалось загрузить: ${what}`, error);
  }, [error, what]);
}
