/**
 * The pages `npm run bench` loads, by label. BENCH_PAGES (labels, comma-separated) keeps some of
 * them; BENCH_DETAIL_PATH and BENCH_CATALOGUE_PATH move two of them.
 */
export const BENCH_PAGES = [
  ['home', '/'],
  ['catalogue', process.env.BENCH_CATALOGUE_PATH ?? '/excursions/'],
  ['detail', process.env.BENCH_DETAIL_PATH ?? '/excursions/pskov-obzornye/pskovskij-kreml/'],
  ['hotels', '/hotels/'],
  ['tours', '/tours/'],
  ['tour', '/tours/mnogodnevnye/pskov-i-novgorod/'],
  ['content', '/about/policy/'],
  ['cart', '/cart/'],
  ['order', '/order/'],
] as const;

export type PageLabel = (typeof BENCH_PAGES)[number][0];

const chosen = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());

/** The pages BENCH_PAGES keeps (all when it is unset). */
export const benchPages = () => BENCH_PAGES.filter(([label]) => !chosen || chosen.includes(label));

/** Lighthouse is not run on the content page and the order form. */
export const lighthouseWorthy = (label: PageLabel) => label !== 'content' && label !== 'order';
