import { createFileRoute } from '@tanstack/react-router';
import { CatalogueEntryLinks } from '@/features/catalogue/CatalogueEntryLinks';

interface HomeSearch {
  /** `/?login` opens the sign-in dialog on load (spec §2). */
  login?: true;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch => ('login' in search ? { login: true } : {}),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <h1 className="page-title">Экскурсии, туры и отели Псковской области</h1>
      <CatalogueEntryLinks />
    </>
  );
}
