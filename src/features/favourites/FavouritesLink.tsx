import { Link } from '@tanstack/react-router';
import { HeartIcon } from '@/shared/favourites/HeartIcon';
import { AppLink } from '@/shared/ui/AppLink';
import './favourites-link.css';

function LinkToFavourites({ className }: { className: string }) {
  return (
    <Link to="/favourites/" className={className}>
      <HeartIcon size={18} />
      Избранное
    </Link>
  );
}

/**
 * The header's way to 'Избранное' (desktops). No count: the favourites' store would then ride in
 * every page's first load.
 */
export const FavouritesLink = () => <LinkToFavourites className="favourites-link" />;

/** The phone's way, in the menu's sheet beside 'Написать': its header row has no room for one more icon. */
export const FavouritesMenuLink = () => <LinkToFavourites className="button button--ghost" />;

/** The footer's link. */
export const FavouritesFooterLink = () => <AppLink href="/favourites/">Избранное</AppLink>;
