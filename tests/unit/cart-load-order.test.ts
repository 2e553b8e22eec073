// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/features/cart/api/types';
import { emptyCart } from '@/features/cart/cart-totals';

const getCart = vi.fn<(sessionId: string) => Promise<Cart>>();
vi.mock('@/features/cart/api/get-cart', () => ({ getCart }));
vi.mock('@/features/cart/session-id', () => ({
  ensureSessionId: () => Promise.resolve('a'.repeat(32)),
  writeSessionId: () => undefined,
}));

const { adoptCart } = await import('@/features/cart/cart-store');
const { loadCart } = await import('@/features/cart/load-cart');
const { cartState } = await import('@/features/cart/state');

/** A cart told apart from the others by its (opaque) session id. */
const cartOf = (mark: string): Cart => emptyCart(mark.repeat(32));

function answerLater() {
  let answer: (cart: Cart) => void = () => undefined;
  getCart.mockImplementationOnce(() => new Promise<Cart>((resolve) => (answer = resolve)));
  return (cart: Cart) => answer(cart);
}

describe('the cart fetched at start', () => {
  beforeEach(() => {
    localStorage.clear();
    getCart.mockReset();
  });

  it('is taken when nothing changed the cart while it was on its way', async () => {
    getCart.mockResolvedValueOnce(cartOf('f'));
    await loadCart();
    expect(cartState.cart.sessionid).toBe('f'.repeat(32));
  });

  it('does not overwrite an add answered before it, and is asked again after the add', async () => {
    const answerFirst = answerLater();
    const loading = loadCart();
    await vi.waitFor(() => expect(getCart).toHaveBeenCalledTimes(1));
    adoptCart(cartOf('n'));
    getCart.mockResolvedValueOnce(cartOf('m'));
    answerFirst(cartOf('o'));
    await loading;
    expect(getCart).toHaveBeenCalledTimes(2);
    expect(cartState.cart.sessionid).toBe('m'.repeat(32));
  });
});
