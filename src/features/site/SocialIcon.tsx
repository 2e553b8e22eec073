import type { SocialNetwork } from './socials';

/** Simple line drawings of each network's mark, in the text colour. */
const PATHS: Record<SocialNetwork, string> = {
  vk: 'M4 8l3.5 9L11 8M14 8v9M20 8l-6 4.5L20 17',
  telegram: 'M21 4 3 11l6 2.5M21 4l-3 16-9-6.5M21 4 9 13.5V19l3-3.2',
  viber:
    'M12 3c5 0 8 2.4 8 7.6S17 18 12 18h-1.5L7 21v-3.6C5 16.3 4 14 4 10.6 4 5.4 7 3 12 3ZM9.5 8.2c.3 2.6 2.6 5 5.3 5.6l1-1.1-1.6-1-.8.6a4 4 0 0 1-2-2l.6-.8-1-1.6-1.5.3Z',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8.2 19L4 20ZM9 8.3c0 3.3 3.4 6.7 6.7 6.7l1.1-1.3-1.8-1.1-.9.6a4.5 4.5 0 0 1-2.3-2.3l.6-.9-1.1-1.8L9 8.3Z',
  max: 'M12 3a9 9 0 1 1-5.3 16.3L3 20l1-3.6A9 9 0 0 1 12 3ZM8 15V9l4 4 4-4v6',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
