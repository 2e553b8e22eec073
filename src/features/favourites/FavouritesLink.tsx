import { Link } from '@tanstack/react-router';
import { HeartIcon } from '@/shared/favourites/HeartIcon';
import { AppLink } from '@/shared/ui/AppLink';
import './favourites-link.css';

/**
 * The header's way to 'Избранное' (desktops). No count: the favourites' store would then ride in
 * every page's first load.
 */
export function FavouritesLink() {
  return (
    <Link to="/favourites/" className="favourites-link">
      <HeartIcon size={18} />
      Избранное
    </Link>
  );
}

/** The phone's way, in the menu's sheet beside 'Написать': its header row has no room for one more icon. */
export function FavouritesMenuLink() {
  return (
    <Link to="/favourites/" className="button button--ghost">
      <HeartIcon size={18} />
      Избранное
    </Link>
  );
}

/** The footer's link. */
export const FavouritesFooterLink = () => <AppLink href="/favourites/">Избранное</AppLink>;
