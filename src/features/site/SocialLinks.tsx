import { SocialIcon } from './SocialIcon';
import type { SocialLink } from './socials';

export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label="Мы в соцсетях и мессенджерах">
      {links.map((link) => (
        <li key={link.network}>
          <a
            className="social-links__link"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
