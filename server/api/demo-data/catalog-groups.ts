import { metaBlocks } from './meta.ts';
import { pictureUrl } from './pictures.ts';

/** The columns a tour group and an excursion group share, in the order `catalogGroupValues` gives them. */
export const CATALOG_GROUP_COLUMNS = 'slug, position, title, description, image, seo, og';

export function catalogGroupValues(
  group: { slug: string; title: string; description: string },
  position: number,
  keywords: string,
) {
  const meta = metaBlocks(group.title, group.description, group.slug, keywords);
  const image = pictureUrl(group.slug, '420x280');
  return [group.slug, position, group.title, group.description, image, meta.seo, meta.og] as const;
}
