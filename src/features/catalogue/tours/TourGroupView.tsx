import { Breadcrumbs, HOME_CRUMB } from '@/shared/ui/Breadcrumbs';
import { PageHeading } from '@/shared/ui/PageHeading';
import { RichText } from '@/shared/ui/RichText';
import type { TourGroupPage } from '../api/types';
import { TourCardGrid } from './TourCardGrid';
import { EmptyResults } from '@/shared/ui/EmptyResults';
import './tours.css';

/** A tour group page: its description and its tours. */
export function TourGroupView({ group }: { group: TourGroupPage }) {
  return (
    <>
      <Breadcrumbs items={[HOME_CRUMB, { title: 'Туры', href: '/tours/' }]} />
      <PageHeading title={group.title} seo={group.seo} />
      {group.description ? <RichText html={group.description} className="tour-group__intro" /> : null}
      {group.tours.length > 0 ? (
        <TourCardGrid tours={group.tours} eagerFirst headingLevel={2} />
      ) : (
        <EmptyResults text="В этой группе пока нет туров. Загляните позже или позвоните нам — подберём программу." />
      )}
    </>
  );
}
