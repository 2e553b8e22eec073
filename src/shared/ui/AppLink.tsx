import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a URL that comes from the server (menus, banners): in-app paths navigate through the
 * router, other schemes and new-tab targets stay ordinary links.
 */
export function AppLink({
  href,
  target,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const external = EXTERNAL.test(href) || target === '_blank';
  return (
    <a
      {...rest}
      href={href}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : rest.rel}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || external || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
