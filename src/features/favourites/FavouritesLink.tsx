import { Link } from '@tanstack/react-router';
import { AppLink } from '@/shared/ui/AppLink';
import './favourites-link.css';

/**
 * The header's way to 'Избранное' (desktops). No count: the favourites' store would then ride in
 * every page's first load.
 */
export function FavouritesLink() {
  return (
    <Link to="/favourites/" className="favourites-link">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.3 4.6 13a4.8 4.8 0 0 1 6.8-6.8l.6.6.6-.6a4.8 4.8 0 0 1 6.8 6.8Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      Избранное
    </Link>
  );
}

/** The footer's link, the one a phone has (its header has no room for it). */
export const FavouritesFooterLink = () => <AppLink href="/favourites/">Избранное</AppLink>;
