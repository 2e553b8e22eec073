import { useState } from 'react';
import { GALLERY_SIZES, pictureSrcSet, smallPicture } from '@/shared/lib/picture';
import './catalogue.css';

/** The main picture and thumbnails to switch it; the box is reserved at 3:2 so nothing shifts. */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className="gallery">
      <img
        className="photo gallery__main"
        src={current}
        srcSet={pictureSrcSet(current)}
        sizes={GALLERY_SIZES}
        width={840}
        height={560}
        alt={images.length > 1 ? `${title}, фото ${index + 1} из ${images.length}` : title}
        fetchPriority="high"
        decoding="async"
      />
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, thumbIndex) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Фото ${thumbIndex + 1}`}
                aria-pressed={thumbIndex === index}
                onClick={() => setIndex(thumbIndex)}
              >
                <img
                  src={smallPicture(image)}
                  width={120}
                  height={80}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
