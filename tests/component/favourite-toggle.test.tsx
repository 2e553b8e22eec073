import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFavourites } from '@/shared/favourites/favourites';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';
import { toastsState } from '@/shared/state/toasts';
import { Toaster } from '@/shared/ui/Toaster';
import { renderInRouter } from './router-helpers';

const hotel = { url: '/hotels/na-velikoj/', title: 'На Великой', image: '/h.png' };

describe("'♡'", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    act(() => {
      toastsState.items.splice(0);
    });
  });

  it('adds to and removes from the favourites, saying which it will do', () => {
    render(<FavouriteToggle kind="hotel" of={hotel} />);
    const add = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(add);
    const remove = screen.getByRole('button', { name: 'Убрать из избранного' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(readFavourites().map((favourite) => favourite.href)).toEqual([hotel.url]);
    fireEvent.click(remove);
    const again = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(again.getAttribute('aria-pressed')).toBe('false');
    expect(readFavourites()).toEqual([]);
  });

  it('shows every toggle of the same item pressed (a card and its page)', () => {
    render(
      <>
        <FavouriteToggle kind="hotel" of={hotel} />
        <FavouriteToggle kind="hotel" of={hotel} placement="page" />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Добавить в избранное' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Убрать из избранного' })).toHaveLength(2);
  });

  it("says what it did: added, with the way to 'Избранное', or removed", async () => {
    renderInRouter(
      <>
        <FavouriteToggle kind="hotel" of={hotel} />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить в избранное' }));
    const link = await screen.findByRole('link', { name: 'Избранное' });
    expect(link.getAttribute('href')).toBe('/favourites/');
    expect(screen.getByRole('status').textContent).toContain('Добавлено в избранное.');

    act(() => {
      toastsState.items.splice(0);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Убрать из избранного' }));
    await screen.findByText('Удалено из избранного.');
    expect(screen.queryByRole('link', { name: 'Избранное' })).toBeNull();
  });
});
