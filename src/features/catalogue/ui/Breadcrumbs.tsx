import { AppLink } from '@/shared/ui/AppLink';
import './catalogue.css';

export interface Crumb {
  title: string;
  href: string;
}

/** The path back up the catalogue; the current page is the h1 below it. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Навигация по разделу">
      <ol>
        {items.map((item) => (
          <li key={item.href}>
            <AppLink href={item.href}>{item.title}</AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
