import { Link } from '@tanstack/react-router';
import { formatPrice } from '@common/format';
import { defaultExcursionSearch, defaultHotelSearch } from './search-params';

/** What a tile shows of its catalogue, when the page knows it. */
export interface EntryTeaser {
  /** A picture of the catalogue (a group's or a hotel's). */
  picture?: string | undefined;
  /** The lowest adult fare (excursions, tours) or night (hotels) of the default search. */
  from?: number | undefined;
}

interface CatalogueEntryLinksProps {
  excursions?: EntryTeaser;
  tours?: EntryTeaser;
  hotels?: EntryTeaser;
}

function Tile({ title, teaser, note }: { title: string; teaser: EntryTeaser | undefined; note: string }) {
  return (
    <>
      {teaser?.picture ? (
        <img
          className="entry-links__picture"
          src={teaser.picture}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="entry-links__picture" aria-hidden="true" />
      )}
      <span className="entry-links__text">
        <span className="entry-links__title">{title}</span>
        {teaser?.from !== undefined ? (
          <span className="entry-links__price">
            от {formatPrice(teaser.from)} <span className="entry-links__note">{note}</span>
          </span>
        ) : null}
      </span>
    </>
  );
}

/** Entry points to the catalogues with the default searches (docs/product.md#default-searches), with a picture and a price. */
export function CatalogueEntryLinks({ excursions, tours, hotels }: CatalogueEntryLinksProps) {
  return (
    <ul className="entry-links">
      <li>
        <Link to="/excursions/" search={defaultExcursionSearch()} className="tile-link entry-links__item">
          <Tile title="Экскурсии" teaser={excursions} note="за взрослого" />
        </Link>
      </li>
      <li>
        <Link to="/tours/" className="tile-link entry-links__item">
          <Tile title="Туры" teaser={tours} note="за взрослого" />
        </Link>
      </li>
      <li>
        <Link to="/hotels/" search={defaultHotelSearch()} className="tile-link entry-links__item">
          <Tile title="Отели" teaser={hotels} note="за ночь" />
        </Link>
      </li>
    </ul>
  );
}
