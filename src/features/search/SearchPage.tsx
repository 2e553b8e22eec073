import type { AgencyMoment } from '@common/agency-clock';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import { AppLink } from '@/shared/ui/AppLink';
import { CatalogueLinks } from '@/shared/ui/CatalogueLinks';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Thumb } from '@/shared/ui/Thumb';
import { SearchForm } from '@/shared/ui/SearchForm';
import { ItemPrice } from './ItemPrice';
import { KIND_NAMES } from './kinds';
import { findItems, type SearchEntry, type SearchHit, type SearchKind, searchItemsOf } from './match';
import { searchPageTitle } from './search-params';
import { nextDateLabel } from './when';
import './search.css';

const KINDS: readonly SearchKind[] = ['excursion', 'tour', 'hotel'];

interface SearchPageProps {
  query: string;
  entries: readonly SearchEntry[];
  /** A list is still on its way (a browser's navigation). */
  pending: boolean;
  /** A list could not be had, online or from the device. */
  incomplete: boolean;
}

/** '/search/?q=…': the catalogue's excursions, tours and hotels that match, grouped by kind. */
export function SearchPage({ query, entries, pending, incomplete }: SearchPageProps) {
  const hits = query ? findItems(searchItemsOf(entries), query) : [];
  const now = useAgencyNow();
  return (
    <section className="search-page">
      <PageHeading title={searchPageTitle(query)} />
      <SearchPageForm query={query} />
      {!query ? (
        <p className="search-page__hint">Введите название или слово из описания экскурсии, тура или отеля.</p>
      ) : pending && hits.length === 0 ? (
        <div className="skeleton search-page__loading" aria-busy="true" />
      ) : hits.length === 0 ? (
        <div className="search-page__empty">
          <p className="search-page__count">Ничего не найдено</p>
          <p>Попробуйте другое слово или загляните в каталоги:</p>
          <CatalogueLinks className="search-page__catalogues" />
        </div>
      ) : (
        <>
          <p className="search-page__count">Найдено: {hits.length}</p>
          {KINDS.map((kind) => (
            <HitGroup key={kind} kind={kind} hits={hits.filter((hit) => hit.item.kind === kind)} now={now} />
          ))}
        </>
      )}
      {query && incomplete && !pending ? (
        <p className="search-page__note">Часть каталога сейчас недоступна: найдено не всё.</p>
      ) : null}
    </section>
  );
}

function HitGroup({ kind, hits, now }: { kind: SearchKind; hits: SearchHit[]; now: AgencyMoment | null }) {
  if (hits.length === 0) return null;
  return (
    <section className="search-page__group" aria-labelledby={`search-${kind}`}>
      <h2 id={`search-${kind}`} className="search-page__group-title">
        {KIND_NAMES[kind].many}
      </h2>
      <ul className="search-results">
        {hits.map(({ item, excerpt }) => (
          <li key={item.href} className="panel search-results__item">
            <Thumb className="search-results__picture" src={item.image} width={420} height={280} />
            <div className="search-results__body">
              <AppLink href={item.href} className="search-results__title">
                {item.title}
              </AppLink>
              <p className="search-results__when">{nextDateLabel(item, now)}</p>
              {excerpt ? <p className="search-results__excerpt">{excerpt}</p> : null}
              <p className="search-results__price">
                <ItemPrice item={item} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's own field: a phone reaches the search here too, and it works without scripts. */
function SearchPageForm({ query }: { query: string }) {
  return (
    <SearchForm
      key={query}
      id="search-page-q"
      label="Что найти"
      defaultValue={query}
      className="search-page__form"
    />
  );
}
