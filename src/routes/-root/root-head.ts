import type { AnyRouteMatch } from '@tanstack/react-router';
import { isNetworkFailure } from '@common/api/error';
import { type RouteHeadContext, routeHead } from '@/shared/lib/page-head';

type HeadContext = Omit<RouteHeadContext, 'matches'> & { matches: readonly AnyRouteMatch[] };

/** The document's head: the site's own tags and the page's, named for a 404 or a failure. */
export const rootHead = (context: HeadContext) => {
  // A page that is not there, or failed, is named for that (the root catches a 404 of any route).
  const notFound = context.matches.some((match) => match.status === 'notFound' || match._notFound);
  const failed = context.matches.find((match) => match.status === 'error');
  const page = routeHead(
    context,
    notFound
      ? { label: 'Страница не найдена' }
      : failed
        ? { label: isNetworkFailure(failed.error) ? 'Нет соединения' : 'Ошибка обращения к сервису' }
        : {},
  );
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0b5cab' },
      ...page.meta,
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      ...page.links,
    ],
  };
};
