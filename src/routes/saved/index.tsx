import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '@/features/offline/saved/SavedPage';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/saved/')({
  head: (context) => routeHead(context, { label: 'Сохранённое', noindex: true }),
  component: SavedPage,
});
