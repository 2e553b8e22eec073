import { addFavourite, type FavouriteKind, removeFavourite, useFavourites } from './favourites';
import { HeartIcon } from './HeartIcon';
import './favourite-toggle.css';

interface FavouriteToggleProps {
  kind: FavouriteKind;
  /** The excursion, tour or hotel as the catalogue gives it: its page, title and picture. */
  of: { url: string; title: string; image: string };
  /** Over a card's picture, or beside a page's heading. */
  placement?: 'card' | 'page';
}

/** '♡': keeps an excursion, tour or hotel in 'Избранное' on this device. */
export function FavouriteToggle({ kind, of, placement = 'card' }: FavouriteToggleProps) {
  const item = { kind, href: of.url, title: of.title, picture: of.image };
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
      <HeartIcon size={22} />
    </button>
  );
}
