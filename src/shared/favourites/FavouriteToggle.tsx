import { addFavourite, type Favourite, removeFavourite, useFavourites } from './favourites';
import './favourite-toggle.css';

interface FavouriteToggleProps {
  item: Omit<Favourite, 'addedAt'>;
  /** Over a card's picture, or beside a page's heading. */
  placement?: 'card' | 'page';
}

/** '♡': keeps an excursion, tour or hotel in 'Избранное' on this device. */
export function FavouriteToggle({ item, placement = 'card' }: FavouriteToggleProps) {
  const pressed = useFavourites().some((favourite) => favourite.href === item.href);
  return (
    <button
      type="button"
      className={`favourite-toggle favourite-toggle--${placement}`}
      aria-pressed={pressed}
      aria-label={pressed ? 'Убрать из избранного' : 'Добавить в избранное'}
      title={pressed ? 'Убрать из избранного' : 'Добавить в избранное'}
      onClick={() => (pressed ? removeFavourite(item.href) : addFavourite(item))}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.3 4.6 13a4.8 4.8 0 0 1 6.8-6.8l.6.6.6-.6a4.8 4.8 0 0 1 6.8 6.8Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
