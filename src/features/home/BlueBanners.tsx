import { useQuery } from '@tanstack/react-query';
import { BANNER_SIZES_PX } from '@/shared/config/constants';
import { BannerList } from './BannerLink';
import { mainBlueBannersQueryOptions } from './api/list-main-blue-banners';
import { useLogFailure } from './use-log-failure';
import './home.css';

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
    <BannerList
      banners={data}
      className="blue-banners"
      label="Почему с нами удобно"
      block="blue-banner"
      size={BANNER_SIZES_PX.mainBlue}
    />
  );
}
