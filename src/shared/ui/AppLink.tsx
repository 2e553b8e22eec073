import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** A search to carry along (the visitor's dates and tourists), written by the router. */
  search?: object | undefined;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a URL that comes from the server (menus, banners, catalogue items): in-app paths
 * navigate through the router, other schemes and new-tab targets stay ordinary links.
 */
export function AppLink({ href, search, target, onClick, ...rest }: AppLinkProps) {
  const router = useRouter();
  const external = EXTERNAL.test(href) || target === '_blank';
  const location = external ? null : router.buildLocation({ to: href, search: (search ?? {}) as never });
  return (
    <a
      {...rest}
      href={location ? location.href : href}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : rest.rel}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !location || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: location.href });
      }}
    />
  );
}
