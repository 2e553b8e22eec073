/** The layout width of a detail page's main picture. */
export const GALLERY_SIZES = '(min-width: 1024px) 720px, 100vw';

/** The layout width of a catalogue card's picture. */
export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw';

const DEMO_PICTURE = /^(.*\/)(\d+)x(\d+)\.png$/;

/** The demo backend serves its pictures at 420×280 and 840×560: offer both for sharp phones and wide screens. */
export function pictureSrcSet(url: string): string | undefined {
  const match = DEMO_PICTURE.exec(url);
  if (!match || !['420', '840'].includes(match[2]!)) return undefined;
  return `${match[1]}420x280.png 420w, ${match[1]}840x560.png 840w`;
}

/** The 420-wide version of a demo picture (thumbnails), or the picture itself. */
export function smallPicture(url: string): string {
  const match = DEMO_PICTURE.exec(url);
  return match && pictureSrcSet(url) ? `${match[1]}420x280.png` : url;
}
