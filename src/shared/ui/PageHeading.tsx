import type { ReactNode } from 'react';
import type { components } from '@contract/schema.gen';
import { typeset } from '@/shared/lib/typography';

interface PageHeadingProps {
  title: string;
  seo?: Partial<components['schemas']['Seo']> | undefined;
  /** A button beside the heading (the '♡' of a catalogue item). */
  action?: ReactNode;
}

/** The page's h1: the backend's `seo.h1` when it sets one, else the title (the route's head() writes the meta). */
export function PageHeading({ title, seo, action }: PageHeadingProps) {
  const heading = <h1 className="page-title">{typeset(seo?.h1 || title)}</h1>;
  if (!action) return heading;
  return (
    <div className="page-title-row">
      {heading}
      {action}
    </div>
  );
}
