import type { ReactNode } from 'react';
import { AppLink } from '@/shared/ui/AppLink';

interface PageLink {
  href: string;
  title: string;
}

/** Pages that open without a network, each a link by its title, with what `details` adds after it. */
export function PageLinkList<Page extends PageLink>({
  pages,
  details,
}: {
  pages: readonly Page[];
  details?: (page: Page) => ReactNode;
}) {
  return (
    <ul className="saved-list">
      {pages.map((page) => (
        <li key={page.href} className="saved-list__item">
          <AppLink href={page.href} className="saved-list__title">
            {page.title}
          </AppLink>
          {details?.(page)}
        </li>
      ))}
    </ul>
  );
}
