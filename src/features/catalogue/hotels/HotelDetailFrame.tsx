import type { ReactNode } from 'react';
import type { SafeHtml } from '@/shared/lib/safe-html';
import { RichText } from '@/shared/ui/RichText';
import { Gallery } from '../ui/Gallery';

interface HotelDetailFrameProps {
  /** The hotel or room type the page is about. */
  shown: { title: string; image: string; images: readonly string[]; description: SafeHtml };
  /** What stands under the gallery (a hotel's amenities). */
  underGallery?: ReactNode;
  /** The dates and guests form, beside the gallery. */
  form: ReactNode;
  /** What follows the description: the part about the stay. */
  children: ReactNode;
}

/** The layout of a hotel's page and a room type's: gallery, the search form beside it, description, stay. */
export function HotelDetailFrame({ shown, underGallery, form, children }: HotelDetailFrameProps) {
  return (
    <div className="detail-layout hotel-detail">
      <div className="detail-layout__media">
        <Gallery images={shown.images.length ? shown.images : [shown.image]} title={shown.title} />
        {underGallery}
      </div>
      <aside className="detail-layout__aside" aria-label="Даты и гости">
        {form}
      </aside>
      <div className="detail-layout__info">
        <RichText html={shown.description} />
        {children}
      </div>
    </div>
  );
}
