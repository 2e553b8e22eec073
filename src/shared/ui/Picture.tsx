import type { ImgHTMLAttributes } from 'react';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'decoding'> & {
  src: string | undefined;
  width: number;
  height: number;
  /** The first picture a page shows loads at once and first; the rest when scrolled to. */
  eager?: boolean;
};

/**
 * A picture that keeps its box (width and height) before it loads and decodes off the main thread;
 * decorative (`alt=""`) unless given words, since its link or heading says what it shows.
 */
export function Picture({ eager = false, alt = '', loading, ...image }: PictureProps) {
  return (
    <img
      alt={alt}
      loading={loading ?? (eager ? 'eager' : 'lazy')}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      {...image}
    />
  );
}
