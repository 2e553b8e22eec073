import type { components } from '@/shared/api/schema.gen';
import { PageMeta } from './PageMeta';

interface PageHeadingProps {
  title: string;
  seo?: Partial<components['schemas']['Seo']> | undefined;
  og?: Partial<components['schemas']['Og']> | undefined;
}

/** The page's h1 (seo.h1 when the backend sets one) with its document title and meta. */
export function PageHeading({ title, seo, og }: PageHeadingProps) {
  return (
    <>
      <PageMeta title={title} seo={seo} og={og} />
      <h1 className="page-title">{seo?.h1 || title}</h1>
    </>
  );
}
