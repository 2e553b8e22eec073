import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { configsQueryOptions } from '@/shared/api/site-config';
import type { components } from '@/shared/api/schema.gen';
import { parseMetaTags } from '@/shared/lib/meta-tags';

type Seo = components['schemas']['Seo'];
type Og = components['schemas']['Og'];

interface PageMetaProps {
  /** The visible heading; the title falls back to it when `seo.title` is empty. */
  title: string;
  seo?: Partial<Seo> | undefined;
  og?: Partial<Og> | undefined;
}

/** The attribute the server puts on the head tags it writes (server/web/html-shell.ts). */
const SERVER_HEAD_SELECTOR = 'head [data-server-head]';

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/**
 * Document title and meta of a page (spec §3 `seo` and `og` blocks), falling back to the site
 * config (SITE_NAME, SITE_DESCRIPTION, SITE_KEYWORDS, SITE_IMAGE, META_TAGS); the same tags the
 * server writes for link previews. React 19 hoists them into <head>; once they are there, the
 * server's copies go, so no page carries two descriptions.
 */
export function PageMeta({ title, seo, og }: PageMetaProps) {
  const { data: config } = useQuery(configsQueryOptions());
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const extraTags = useMemo(() => parseMetaTags(config?.META_TAGS), [config?.META_TAGS]);

  useEffect(() => {
    for (const tag of document.querySelectorAll(SERVER_HEAD_SELECTOR)) tag.remove();
  }, []);

  const siteName = config?.SITE_NAME ?? '';
  const documentTitle = seo?.title || (siteName && title !== siteName ? `${title} — ${siteName}` : title);
  const description = seo?.description || config?.SITE_DESCRIPTION || '';
  const keywords = seo?.keywords || config?.SITE_KEYWORDS || '';
  const image = og?.image || config?.SITE_IMAGE || '';
  const ogDescription = og?.description || description;
  const url = absolute(pathname);
  return (
    <>
      <title>{documentTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      <meta property="og:title" content={og?.title || documentTitle} />
      {ogDescription ? <meta property="og:description" content={ogDescription} /> : null}
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={absolute(image)} /> : null}
      {image ? <meta name="twitter:card" content="summary_large_image" /> : null}
      {extraTags.map((tag) =>
        tag.key === 'name' ? (
          <meta key={`name:${tag.value}`} name={tag.value} content={tag.content} />
        ) : (
          <meta key={`property:${tag.value}`} property={tag.value} content={tag.content} />
        ),
      )}
    </>
  );
}
