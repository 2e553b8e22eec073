import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '@/features/offline/saved/SavedPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/saved/')({
  staticData: { personal: true },
  head: (context) => routeHead(context, { label: 'Сохранённое', noindex: true }),
  component: SavedPage,
});
