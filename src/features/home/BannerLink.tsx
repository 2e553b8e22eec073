import { AppLink } from '@/shared/ui/AppLink';
import { Picture } from '@/shared/ui/Picture';
import type { Banner } from './api/types';

interface BannerLinkProps {
  banner: Banner;
  /** The CSS block the link and its parts are named after. */
  block: 'offer-card' | 'blue-banner';
  /** A modifier of the block (the slider's slides). */
  modifier?: string;
  size: { width: number; height: number };
  /** How the picture loads where the banner's place asks for more than a lazy picture. */
  image?: { src?: string | undefined; eager?: boolean; loading?: 'eager' | undefined; draggable?: boolean };
  draggable?: boolean;
}

/** A banner as one link: its picture (decorative: the title says what it is), title and text. */
export function BannerLink({ banner, block, modifier, size, image, draggable }: BannerLinkProps) {
  return (
    <AppLink
      href={banner.link}
      className={modifier ? `${block} ${block}--${modifier}` : block}
      draggable={draggable}
    >
      <Picture className={`${block}__image`} src={banner.image} {...size} {...image} />
      <span className={`${block}__caption`}>
        <span className={`${block}__title`}>{banner.title}</span>
        <span className={`${block}__text`}>{banner.text}</span>
      </span>
    </AppLink>
  );
}

interface BannerListProps extends Pick<BannerLinkProps, 'block' | 'size'> {
  banners: readonly Banner[];
  /** The list's own class. */
  className: string;
  /** What the list is, for a screen reader. */
  label: string;
}

/** Banners of one kind as a list of links, one item each. */
export function BannerList({ banners, className, label, block, size }: BannerListProps) {
  return (
    <ul className={className} aria-label={label}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerLink banner={banner} block={block} size={size} />
        </li>
      ))}
    </ul>
  );
}
