/** What the row of every catalogue page holds: its address, title and picture, its seo/og blocks as JSON. */
export interface CatalogPageRow {
  id: number;
  slug: string;
  title: string;
  image: string;
  seo: string;
  og: string;
}

/** A group of tours or excursions. */
export interface CatalogGroupRow extends CatalogPageRow {
  description: string;
}

/** A tour, an excursion or a hotel: its card's text, its page's HTML and its gallery (JSON). */
export interface CatalogItemRow extends CatalogPageRow {
  short_description: string;
  description: string;
  images: string;
}
