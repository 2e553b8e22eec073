/** The maker credit of the footer (docs/product.md#footer). No config key carries it: it ships with the site. */
export const MAKER_CREDIT = { label: 'Разработка сайта', name: 'студия «Кром»' } as const;
