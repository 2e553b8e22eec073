import type { QueryClient } from '@tanstack/react-query';
import { configsQueryOptions, type SiteConfig } from '@/shared/api/site-config';
import type { components } from '@contract/schema.gen';
import { parseMetaTags } from './meta-tags';

type Seo = components['schemas']['Seo'];
type Og = components['schemas']['Og'];

/** What a page says about itself (docs/product.md#page-metadata: the `title`, `seo` and `og` blocks of pages and catalogue items). */
export interface PageHeadFields {
  /** The page's name: the document title is 'label — site name' when `seo.title` is empty. */
  label?: string | undefined;
  seo?: Partial<Seo> | undefined;
  og?: Partial<Og> | undefined;
  /** A personal or transitional page (the account, sign-in): search engines leave it out. */
  noindex?: boolean | undefined;
}

/** The head fields of a page or catalogue item as the API gives it. */
export function headFieldsOf(entity: {
  title: string;
  seo?: Partial<Seo>;
  og?: Partial<Og>;
}): PageHeadFields {
  return { label: entity.title, seo: entity.seo, og: entity.og };
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

export interface HeadTags {
  meta: MetaTag[];
  links: Array<{ rel: string; href: string }>;
}

function absolute(url: string, origin: string): string | null {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * Title, description, keywords, canonical URL and the og:/twitter: tags of a page, falling back to
 * the site config (SITE_NAME, SITE_DESCRIPTION, SITE_KEYWORDS, SITE_IMAGE, META_TAGS). Link
 * previews (Telegram, WhatsApp) read these from the server's HTML and run no JavaScript.
 */
export function pageHeadTags(
  { label, seo, og, noindex }: PageHeadFields,
  config: SiteConfig | undefined,
  url: string,
): HeadTags {
  const siteName = config?.SITE_NAME ?? '';
  const title =
    seo?.title || (label && label !== siteName ? (siteName ? `${label} — ${siteName}` : label) : siteName);
  const description = seo?.description || config?.SITE_DESCRIPTION || '';
  const keywords = seo?.keywords || config?.SITE_KEYWORDS || '';
  const imageSource = og?.image || config?.SITE_IMAGE || '';
  const image = imageSource ? absolute(imageSource, url) : null;
  const ogDescription = og?.description || description;

  const meta: MetaTag[] = [];
  if (title) meta.push({ title });
  if (description) meta.push({ name: 'description', content: description });
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  meta.push({ property: 'og:type', content: 'website' });
  if (siteName) meta.push({ property: 'og:site_name', content: siteName });
  if (og?.title || title) meta.push({ property: 'og:title', content: og?.title || title });
  if (ogDescription) meta.push({ property: 'og:description', content: ogDescription });
  meta.push({ property: 'og:url', content: url });
  if (image) {
    meta.push({ property: 'og:image', content: image });
    meta.push({ name: 'twitter:card', content: 'summary_large_image' });
  }
  for (const tag of parseMetaTags(config?.META_TAGS)) {
    meta.push(
      tag.key === 'name'
        ? { name: tag.value, content: tag.content }
        : { property: tag.value, content: tag.content },
    );
  }
  return { meta, links: [{ rel: 'canonical', href: url }] };
}

/** What a route's `head()` is given that this module reads. */
export interface RouteHeadContext {
  matches: ReadonlyArray<{ pathname: string }>;
  match: { context: { queryClient: QueryClient; origin: string } };
}

/**
 * A route's head tags: the page's own fields over the site config (loaded by the root route),
 * with the canonical URL of the page being shown. A page that did not load (no fields) adds
 * nothing: the root route's tags stand.
 */
export function routeHead(
  { matches, match }: RouteHeadContext,
  fields: PageHeadFields | undefined,
): HeadTags {
  if (!fields) return { meta: [], links: [] };
  const { queryClient, origin } = match.context;
  const config = queryClient.getQueryData(configsQueryOptions().queryKey);
  // Addresses end in a slash (docs/product.md#routes); a splat route's match may leave it off.
  const matched = matches.at(-1)?.pathname ?? '/';
  const path = matched.endsWith('/') ? matched : `${matched}/`;
  return pageHeadTags(fields, config, absolute(path, origin) ?? path);
}
