import '@/shared/ui/styles/cards.css';
import { pictureSrcSet } from '@/shared/lib/picture';

interface CatalogueImageProps {
  src: string;
  alt: string;
  /** The layout width the image takes, for the browser to pick from the srcset. */
  sizes: string;
  /** The first visible image of a page loads at once; the rest lazily. */
  eager?: boolean;
  className?: string;
}

/** A 3:2 catalogue picture (420×280 and up) that reserves its box before it loads. */
export function CatalogueImage({ src, alt, sizes, eager = false, className }: CatalogueImageProps) {
  return (
    <img
      className={className ? `card__image ${className}` : 'card__image'}
      src={src}
      srcSet={pictureSrcSet(src)}
      sizes={sizes}
      width={420}
      height={280}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
