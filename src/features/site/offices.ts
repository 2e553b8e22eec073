import type { SiteConfig } from '@/shared/api/site-config';

export interface Office {
  key: 'PSKOV' | 'MOSCOW';
  title: string;
  addresses: string[];
  phones: string[];
  email: string | null;
  schedule: string | null;
}

const OFFICES = [
  { key: 'PSKOV', title: 'Офис в Пскове' },
  { key: 'MOSCOW', title: 'Офис в Москве' },
] as const;

const value = (config: Partial<SiteConfig>, key: string): string | null => config[key]?.trim() || null;

/**
 * The Pskov and Moscow offices of the site config (docs/product.md#footer): up to two addresses, up to two
 * phones, an e-mail and a schedule, each only when its value is set. An office with nothing set
 * is left out.
 */
export function officesFromConfig(config: Partial<SiteConfig> | undefined): Office[] {
  if (!config) return [];
  return OFFICES.map(({ key, title }) => {
    const get = (suffix: string) => value(config, `OFFICE_${key}_${suffix}`);
    return {
      key,
      title,
      addresses: [get('ADDRESS_1'), get('ADDRESS_2')].filter((item): item is string => item !== null),
      phones: [get('PHONE_1'), get('PHONE_2')].filter((item): item is string => item !== null),
      email: get('EMAIL'),
      schedule: get('SCHEDULE'),
    };
  }).filter(
    (office) => office.addresses.length + office.phones.length > 0 || office.email || office.schedule,
  );
}
