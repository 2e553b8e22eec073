import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '@/shared/lib/page-head';
import { HomePage } from './-home/HomePage';
import { HOME_TITLE, validateHomeSearch } from './-home/home-route';
import { loadHome } from './-home/load-home';

export const Route = createFileRoute('/')({
  validateSearch: validateHomeSearch,
  loader: ({ context: { queryClient } }) => loadHome(queryClient),
  head: (context) => routeHead(context, { label: HOME_TITLE }),
  component: HomePage,
});
