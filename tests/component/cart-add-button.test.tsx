import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartAddButton } from '@/features/cart/CartAddButton';
import { renderInRouter } from './router-helpers';

/** 'В корзине', the link 'Добавить в корзину' becomes once the backend has the item. */
const inCart = async (path = '/excursions/kreml/') => {
  const view = renderInRouter(<CartAddButton status="added" />, { path });
  return { view, link: await screen.findByRole('link', { name: /В корзине/ }) };
};

describe("'В корзине'", () => {
  it('takes the visitor to the cart', async () => {
    const { view, link } = await inCart();
    fireEvent.click(link, { detail: 1 });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cart/'));
  });

  it('does not leave the page on the second click of a double click (the first one added the item)', async () => {
    const { view, link } = await inCart();
    fireEvent.click(link, { detail: 2 });
    expect(view.router.state.location.pathname).toBe('/excursions/kreml/');
  });
});
