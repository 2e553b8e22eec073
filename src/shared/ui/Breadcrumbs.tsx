import { AppLink } from './AppLink';

export interface Crumb {
  title: string;
  href: string;
  /** The visitor's search, carried back up (dates and tourists of a catalogue). */
  search?: object | undefined;
}

/** Every trail starts at the home page, as on the tour and content pages. */
export const HOME_CRUMB: Crumb = { title: 'Главная', href: '/' };

interface BreadcrumbsProps {
  /** The parent pages, from the home page down. */
  items: readonly Crumb[];
  /** The page itself, shown last as plain text. */
  current?: string | undefined;
}

/** The way back up: links to the parent pages, then (optionally) the page itself. */
export function Breadcrumbs({ items, current }: BreadcrumbsProps) {
  return (
    <nav className="crumbs" aria-label="Вы здесь">
      <ol className="crumbs__list">
        {items.map((item) => (
          <li key={item.href} className="crumbs__item">
            <AppLink href={item.href} search={item.search} className="crumbs__link">
              {item.title}
            </AppLink>
          </li>
        ))}
        {current ? (
          <li className="crumbs__item">
            <span className="crumbs__current" aria-current="page">
              {current}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
