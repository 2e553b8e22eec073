import { pictureUrl } from './pictures.ts';

/** Deterministic randomness, so every fresh database gets the same content. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SITE_TITLE = 'Псков Тур';

/** The `seo` and `og` blocks every titled entity carries (docs/product.md#page-metadata), as JSON text for the database. */
export function metaBlocks(
  title: string,
  description: string,
  picture: string,
  keywords = '',
): { seo: string; og: string } {
  return {
    seo: JSON.stringify({ title: `${title} — ${SITE_TITLE}`, description, h1: title, keywords }),
    og: JSON.stringify({ title, description, image: pictureUrl(picture, '1200x630') }),
  };
}

/** Prices per age category (docs/product.md#age-categories) from the adult price. */
export function agePrices(adult: number, { pensioner = 0.85, student = 0.75, child = 0.5 } = {}): string {
  const round = (value: number) => Math.round(value / 50) * 50;
  return JSON.stringify({
    vzroslyi: adult,
    pensioner: round(adult * pensioner),
    student: round(adult * student),
    rebenok: round(adult * child),
  });
}
