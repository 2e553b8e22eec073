/** The maker credit of the footer (spec §1). No config key carries it: it ships with the site. */
export const MAKER_CREDIT = { label: 'Разработка сайта', name: 'студия «Кром»' } as const;
