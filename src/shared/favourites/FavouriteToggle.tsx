import {
  addFavourite,
  type Favourite,
  type FavouriteKind,
  removeFavourite,
  useFavourites,
} from './favourites';
import { showToast } from '@/shared/state/toasts';
import { HeartIcon } from './HeartIcon';
import './favourite-toggle.css';

interface FavouriteToggleProps {
  kind: FavouriteKind;
  /** The excursion, tour or hotel as the catalogue gives it: its page, title and picture. */
  of: { url: string; title: string; image: string };
  /** Over a card's picture, or beside a page's heading. */
  placement?: 'card' | 'page';
}

/** Says what the press did: a heart filling in is easy to miss, and a screen reader hears the notice. */
function toggle(pressed: boolean, item: Omit<Favourite, 'addedAt'>) {
  if (pressed) {
    removeFavourite(item.href);
    showToast('Удалено из избранного.');
  } else {
    addFavourite(item);
    showToast('Добавлено в избранное.', 'success', undefined, { label: 'Избранное', href: '/favourites/' });
  }
}

/** '♡': keeps an excursion, tour or hotel in 'Избранное' on this device. */
export function FavouriteToggle({ kind, of, placement = 'card' }: FavouriteToggleProps) {
  const item = { kind, href: of.url, title: of.title, picture: of.image };
  const pressed = useFavourites().some((favourite) => favourite.href === item.href);
  return (
    <button
      type="button"
      className={`icon-box favourite-toggle favourite-toggle--${placement}`}
      aria-pressed={pressed}
      aria-label={pressed ? 'Убрать из избранного' : 'Добавить в избранное'}
      title={pressed ? 'Убрать из избранного' : 'Добавить в избранное'}
      onClick={() => toggle(pressed, item)}
    >
      <HeartIcon size={22} />
    </button>
  );
}
