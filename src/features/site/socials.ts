import type { SiteConfig } from '@/shared/api/site-config';

export type SocialNetwork = 'vk' | 'telegram' | 'viber' | 'whatsapp' | 'max';

export interface SocialLink {
  network: SocialNetwork;
  /** The accessible name of the icon link. */
  label: string;
  href: string;
}

const NETWORKS: ReadonlyArray<{ network: SocialNetwork; key: string; label: string }> = [
  { network: 'vk', key: 'SOCIALS_VK', label: 'ВКонтакте' },
  { network: 'telegram', key: 'SOCIALS_TG', label: 'Telegram' },
  { network: 'viber', key: 'SOCIALS_VIBER', label: 'Viber' },
  { network: 'whatsapp', key: 'SOCIALS_WHATSAPP', label: 'WhatsApp' },
  { network: 'max', key: 'SOCIALS_MAX', label: 'MAX' },
];

/** Schemes a social link may use; anything else in the config (javascript:, data:) is dropped. */
const SAFE_LINK = /^(https?:\/\/|viber:|tg:|whatsapp:)/i;

/** The social links of the site config, each only when its key is set (docs/product.md#footer). */
export function socialLinks(config: Partial<SiteConfig> | undefined): SocialLink[] {
  if (!config) return [];
  return NETWORKS.flatMap(({ network, key, label }) => {
    const href = config[key]?.trim();
    return href && SAFE_LINK.test(href) ? [{ network, label, href }] : [];
  });
}
