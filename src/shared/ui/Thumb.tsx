import { smallPicture } from '@/shared/lib/picture';
import { Picture } from './Picture';

/** A result's small picture beside its words (the `thumb` layout), from the picture's small size. */
export function Thumb({
  src,
  className,
  width,
  height,
}: {
  src: string;
  className: string;
  width: number;
  height: number;
}) {
  return <Picture className={`thumb ${className}`} src={smallPicture(src)} width={width} height={height} />;
}
