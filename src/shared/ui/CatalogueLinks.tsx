import { AppLink } from './AppLink';

const CATALOGUES = [
  ['/excursions/', 'Экскурсии'],
  ['/tours/', 'Туры'],
  ['/hotels/', 'Отели'],
] as const;

/** The three catalogues as a list of links: where a page with nothing to show sends the visitor. */
export function CatalogueLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {CATALOGUES.map(([href, title]) => (
        <li key={href}>
          <AppLink href={href}>{title}</AppLink>
        </li>
      ))}
    </ul>
  );
}
