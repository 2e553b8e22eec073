import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { CatalogueEntryLinks, type EntryTeaser } from '@/features/catalogue/CatalogueEntryLinks';
import { defaultExcursionSearch, defaultHotelSearch } from '@/features/catalogue/search-params';
import { mainBlueBannersQueryOptions } from '@/features/home/api/list-main-blue-banners';
import { mainExcursionGroupsQueryOptions } from '@/features/home/api/list-main-group-excursions';
import { mainTourGroupsQueryOptions } from '@/features/home/api/list-main-group-tours';
import { mainOffersRightQueryOptions } from '@/features/home/api/list-main-offers-right';
import { mainOffersSliderQueryOptions } from '@/features/home/api/list-main-offers-slider';
import { BlueBanners } from '@/features/home/BlueBanners';
import { HomeOffers } from '@/features/home/HomeOffers';
import { MainGroups } from '@/features/home/MainGroups';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';
import { EXCURSION_FORMS, TOUR_FORMS } from '@/shared/lib/format';
import { routeHead } from '@/shared/lib/page-head';

interface HomeSearch {
  /** `/?login` opens the sign-in dialog on load (spec §2); written bare, as it came. */
  login?: '';
}

const TITLE = 'Экскурсии, туры и отели Псковской области';

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch => ('login' in search ? { login: '' } : {}),
  // Every home list at once; each section keeps its box until its data comes (or logs a failure
  // and steps aside).
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      prefetchForPage(queryClient, mainOffersSliderQueryOptions()),
      prefetchForPage(queryClient, mainOffersRightQueryOptions()),
      prefetchForPage(queryClient, mainBlueBannersQueryOptions()),
      prefetchForPage(queryClient, mainTourGroupsQueryOptions()),
      prefetchForPage(queryClient, mainExcursionGroupsQueryOptions()),
      prefetchForPage(queryClient, hotelsQueryOptions(defaultHotelSearch())),
    ]);
  },
  head: (context) => routeHead(context, { label: TITLE }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <h1 className="page-title">{TITLE}</h1>
      {/* The search entries come first and the big pictures below the phone's first screen. */}
      <div className="home-sections">
        <section className="home-entry" aria-labelledby="home-entry-title">
          <h2 id="home-entry-title" className="home-heading">
            Подобрать поездку
          </h2>
          <HomeEntryLinks />
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
