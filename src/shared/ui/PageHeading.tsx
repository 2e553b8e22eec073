import type { components } from '@/shared/api/schema.gen';

interface PageHeadingProps {
  title: string;
  seo?: Partial<components['schemas']['Seo']> | undefined;
}

/** The page's h1: the backend's `seo.h1` when it sets one, else the title (the route's head() writes the meta). */
export function PageHeading({ title, seo }: PageHeadingProps) {
  return <h1 className="page-title">{seo?.h1 || title}</h1>;
}
