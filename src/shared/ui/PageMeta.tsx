import { useQuery } from '@tanstack/react-query';
import { configsQueryOptions } from '@/shared/api/site-config';
import type { components } from '@/shared/api/schema.gen';

type Seo = components['schemas']['Seo'];
type Og = components['schemas']['Og'];

interface PageMetaProps {
  /** The visible heading; the title falls back to it when `seo.title` is empty. */
  title: string;
  seo?: Partial<Seo> | undefined;
  og?: Partial<Og> | undefined;
}

/**
 * Document title and meta of a page (spec §3 `seo` and `og` blocks), falling back to the site
 * config. React 19 hoists these tags into <head>.
 */
export function PageMeta({ title, seo, og }: PageMetaProps) {
  const { data: config } = useQuery(configsQueryOptions());
  const siteName = config?.SITE_NAME ?? '';
  const documentTitle = seo?.title || (siteName && title !== siteName ? `${title} — ${siteName}` : title);
  const description = seo?.description || config?.SITE_DESCRIPTION || '';
  const keywords = seo?.keywords || config?.SITE_KEYWORDS || '';
  const image = og?.image || config?.SITE_IMAGE || '';
  return (
    <>
      <title>{documentTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta property="og:title" content={og?.title || documentTitle} />
      {description || og?.description ? (
        <meta property="og:description" content={og?.description || description} />
      ) : null}
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  );
}
