import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readFavourites } from '@/shared/favourites/favourites';
import { FavouriteToggle } from '@/shared/favourites/FavouriteToggle';

const hotel = { url: '/hotels/na-velikoj/', title: 'На Великой', image: '/h.png' };

describe("'♡'", () => {
  beforeEach(() => localStorage.clear());

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
});
