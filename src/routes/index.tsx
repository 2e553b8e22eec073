import { createFileRoute, Link } from '@tanstack/react-router';
import { CatalogueEntryLinks } from '@/features/catalogue/CatalogueEntryLinks';
import { defaultExcursionSearch } from '@/features/catalogue/search-params';
import { mainBlueBannersQueryOptions } from '@/features/home/api/list-main-blue-banners';
import { mainExcursionGroupsQueryOptions } from '@/features/home/api/list-main-group-excursions';
import { mainTourGroupsQueryOptions } from '@/features/home/api/list-main-group-tours';
import { mainOffersRightQueryOptions } from '@/features/home/api/list-main-offers-right';
import { mainOffersSliderQueryOptions } from '@/features/home/api/list-main-offers-slider';
import { BlueBanners } from '@/features/home/BlueBanners';
import { HomeOffers } from '@/features/home/HomeOffers';
import { MainGroups } from '@/features/home/MainGroups';
import { EXCURSION_FORMS, TOUR_FORMS } from '@/shared/lib/format';
import { AfterFirstPaint } from '@/shared/ui/AfterFirstPaint';

interface HomeSearch {
  /** `/?login` opens the sign-in dialog on load (spec §2). */
  login?: true;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch => ('login' in search ? { login: true } : {}),
  // Start every home list at once without holding the page: the h1 is already painted by the
  // server, and each section keeps its box until its data comes (or logs a failure and steps aside).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(mainOffersSliderQueryOptions());
    void queryClient.prefetchQuery(mainOffersRightQueryOptions());
    void queryClient.prefetchQuery(mainBlueBannersQueryOptions());
    void queryClient.prefetchQuery(mainTourGroupsQueryOptions());
    void queryClient.prefetchQuery(mainExcursionGroupsQueryOptions());
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <h1 className="page-title">Экскурсии, туры и отели Псковской области</h1>
      {/* The search entries come first and the big pictures below the phone's first screen, so the
          server-painted h1 stays the largest content there (LCP at first paint). */}
      <div className="home-sections">
        <section className="home-entry" aria-labelledby="home-entry-title">
          <h2 id="home-entry-title" className="home-heading">
            Подобрать поездку
          </h2>
          <CatalogueEntryLinks />
        </section>
        <BlueBanners />
        <HomeOffers />
        <AfterFirstPaint>
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
        </AfterFirstPaint>
        <AfterFirstPaint>
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
        </AfterFirstPaint>
      </div>
    </>
  );
}
