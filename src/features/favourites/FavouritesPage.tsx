import type { ComponentType } from 'react';
import {
  type Favourite,
  type FavouriteKind,
  removeFavourite,
  useFavouritesList,
} from '@/shared/favourites/favourites';
import { AppLink } from '@/shared/ui/AppLink';
import { CatalogueLinks } from '@/shared/ui/CatalogueLinks';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Thumb } from '@/shared/ui/Thumb';
import './favourites.css';

const KIND_NAMES: Record<FavouriteKind, string> = { excursion: 'Экскурсия', tour: 'Тур', hotel: 'Отель' };

interface FavouritesPageProps {
  /** 'Сохранить для офлайна' for all of them (the offline feature's, given by the route). */
  saveAll: ComponentType<{ pages: { href: string; title: string; pictures: string[] }[] }>;
}

/** 'Избранное': what the visitor marked with '♡' on this device, each removable, all savable for offline. */
export function FavouritesPage({ saveAll: SaveAll }: FavouritesPageProps) {
  const favourites = useFavouritesList();
  return (
    <section className="favourites-page">
      <PageHeading title="Избранное" />
      <p className="favourites-page__intro">
        Экскурсии, туры и отели, отмеченные «♡», хранятся на этом устройстве — вход в личный кабинет не нужен.
      </p>
      {favourites === null ? (
        <div className="skeleton favourites-page__loading" aria-busy="true" />
      ) : favourites.length === 0 ? (
        <FavouritesEmpty />
      ) : (
        <>
          <ul className="favourites-list">
            {favourites.map((item) => (
              <FavouriteRow key={item.href} item={item} />
            ))}
          </ul>
          <SaveAll
            pages={favourites.map((item) => ({
              href: item.href,
              title: item.title,
              pictures: [item.picture],
            }))}
          />
        </>
      )}
    </section>
  );
}

function FavouriteRow({ item }: { item: Favourite }) {
  return (
    <li className="favourites-list__item">
      <Thumb className="favourites-list__picture" src={item.picture} width={96} height={64} />
      <span className="favourites-list__text">
        <span className="favourites-list__kind">{KIND_NAMES[item.kind]}</span>
        <AppLink href={item.href} className="favourites-list__title">
          {item.title}
        </AppLink>
      </span>
      <button
        type="button"
        className="button button--ghost favourites-list__remove"
        onClick={() => removeFavourite(item.href)}
      >
        Убрать<span className="visually-hidden"> из избранного: {item.title}</span>
      </button>
    </li>
  );
}

function FavouritesEmpty() {
  return (
    <div className="favourites-page__empty">
      <p>Здесь пока пусто. Нажмите «♡» на карточке экскурсии, тура или отеля, чтобы вернуться к ним позже.</p>
      <CatalogueLinks className="favourites-page__catalogues" />
    </div>
  );
}
