import { useQuery } from '@tanstack/react-query';
import { BANNER_SIZES_PX } from '@/shared/config/constants';
import { AppLink } from '@/shared/ui/AppLink';
import { mainBlueBannersQueryOptions } from './api/list-main-blue-banners';
import { useLogFailure } from './use-log-failure';
import './home.css';

const { width, height } = BANNER_SIZES_PX.mainBlue;
/** What the layout reserves while the banners load (the demo and the agency use four). */
const PLACEHOLDERS = 4;

export function BlueBanners() {
  const { data, error, isPending } = useQuery(mainBlueBannersQueryOptions());
  useLogFailure(error, 'баннеры');

  if (isPending) {
    return (
      <ul className="blue-banners" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="blue-banner blue-banner--skeleton skeleton home-skeleton" />
        ))}
      </ul>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <ul className="blue-banners" aria-label="Почему с нами удобно">
      {data.map((banner) => (
        <li key={banner.id}>
          <AppLink href={banner.link} className="blue-banner">
            <img
              className="blue-banner__image"
              src={banner.image}
              width={width}
              height={height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <span className="blue-banner__body">
              <span className="blue-banner__title">{banner.title}</span>
              <span className="blue-banner__text">{banner.text}</span>
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
