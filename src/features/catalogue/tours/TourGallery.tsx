import './tours.css';

/**
 * The tour's pictures: a swipeable strip on a phone, one large and two small on a wide screen.
 * The first picture is the page's largest content, so it loads first and at once.
 */
export function TourGallery({ images, title }: { images: readonly string[]; title: string }) {
  if (images.length === 0) return null;
  return (
    // On a phone the strip scrolls sideways: it takes focus so the arrow keys can scroll it too.
    <ul className="tour-gallery" aria-label="Фотографии" tabIndex={0}>
      {images.map((src, index) => (
        <li key={src} className="tour-gallery__item">
          <img
            className="photo tour-gallery__image"
            src={src}
            width={840}
            height={560}
            alt={`${title}, фото ${index + 1}`}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
