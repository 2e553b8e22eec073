import type { components } from '@contract/schema.gen';
import type { WithSafeHtml } from '@/shared/lib/safe-html';
import { Breadcrumbs, HOME_CRUMB } from '@/shared/ui/Breadcrumbs';
import { PageHeading } from '@/shared/ui/PageHeading';
import { RichText } from '@/shared/ui/RichText';
import './content.css';

type Page = WithSafeHtml<components['schemas']['Page'], 'content'>;

/** A content page from `/api/pages/{path}/`: its HTML, sanitised, under a way back home. */
export function ContentPageView({ page }: { page: Page }) {
  return (
    <article className="content-page">
      <Breadcrumbs items={[HOME_CRUMB]} current={page.seo.h1 || page.title} />
      <PageHeading title={page.title} seo={page.seo} />
      <RichText html={page.content} className="content-page__body" />
    </article>
  );
}
