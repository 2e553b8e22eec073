import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { CatalogueEntryLinks, type EntryTeaser } from '@/features/catalogue/CatalogueEntryLinks';
import { defaultExcursionSearch, defaultHotelSearch } from '@/features/catalogue/search-params';
import { mainExcursionGroupsQueryOptions } from '@/features/home/api/list-main-group-excursions';
import { mainTourGroupsQueryOptions } from '@/features/home/api/list-main-group-tours';
import { BlueBanners } from '@/features/home/BlueBanners';
import { HomeOffers } from '@/features/home/HomeOffers';
import { MainGroups } from '@/features/home/MainGroups';
import { EXCURSION_FORMS, TOUR_FORMS } from '@common/format';
import { QuickDates } from '@/shared/ui/QuickDates';
import { HOME_TITLE } from './home-route';

/** The home page: the ways into the catalogues first, the big pictures below a phone's first screen. */
export function HomePage() {
  return (
    <>
      <h1 className="page-title">{HOME_TITLE}</h1>
      {/* The search entries come first and the big pictures below the phone's first screen. */}
      <div className="home-sections">
        <section className="home-entry" aria-labelledby="home-entry-title">
          <h2 id="home-entry-title" className="home-heading">
            Подобрать поездку
          </h2>
          <HomeEntryLinks />
          <QuickDates
            label="Экскурсии на"
            lead="Экскурсии на"
            href="/excursions/"
            searchFor={(dates) => ({ ...defaultExcursionSearch(), ...dates })}
          />
        </section>
        <BlueBanners />
        <HomeOffers />
        <MainGroups
          title="Туры"
          kind="tours"
          countForms={TOUR_FORMS}
          more={
            <Link to="/tours/" className="main-groups__more">
              Все туры
            </Link>
          }
        />
        <MainGroups
          title="Экскурсии"
          kind="excursions"
          countForms={EXCURSION_FORMS}
          more={
            <Link to="/excursions/" search={defaultExcursionSearch()} className="main-groups__more">
              Все экскурсии
            </Link>
          }
        />
      </div>
    </>
  );
}

/** A catalogue's picture and lowest price, from what the home page loaded. */
function teaser(items: ReadonlyArray<{ image: string; price_from: number | null }> | undefined): EntryTeaser {
  const prices = (items ?? []).flatMap((item) => (item.price_from === null ? [] : [item.price_from]));
  return { picture: items?.[0]?.image, from: prices.length > 0 ? Math.min(...prices) : undefined };
}

/** The way into each catalogue, with a real picture and its 'от' price, on a phone's first screen. */
function HomeEntryLinks() {
  const { data: excursionGroups } = useQuery(mainExcursionGroupsQueryOptions());
  const { data: tourGroups } = useQuery(mainTourGroupsQueryOptions());
  const { data: hotels } = useQuery(hotelsQueryOptions(defaultHotelSearch()));
  return (
    <CatalogueEntryLinks
      excursions={teaser(excursionGroups)}
      tours={teaser(tourGroups)}
      hotels={teaser(hotels?.results)}
    />
  );
}
