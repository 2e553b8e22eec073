import { proxy } from 'valtio';

/**
 * A call that failed with a status the page cannot handle (docs/product.md#errors: any other status
 * is the error page with it): the page area shows the error page until the next navigation.
 */
export const serviceErrorState = proxy<{ status: number | null }>({ status: null });

export function showServiceError(status: number): void {
  serviceErrorState.status = status;
}

export function clearServiceError(): void {
  serviceErrorState.status = null;
}
