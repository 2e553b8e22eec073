import { useQuery } from '@tanstack/react-query';
import { BANNER_SIZES_PX } from '@/shared/config/constants';
import { BannerList } from './BannerLink';
import { mainOffersRightQueryOptions } from './api/list-main-offers-right';
import { mainOffersSliderQueryOptions } from './api/list-main-offers-slider';
import { OffersSlider } from './OffersSlider';
import { useLogFailure } from './use-log-failure';
import './home.css';

/** The slider and the two offers beside it (below it on narrow screens); each keeps its box while loading. */
export function HomeOffers() {
  const slider = useQuery(mainOffersSliderQueryOptions());
  const right = useQuery(mainOffersRightQueryOptions());
  useLogFailure(slider.error, 'слайдер предложений');
  useLogFailure(right.error, 'предложения');

  const sliderBanners = slider.data ?? [];
  const rightBanners = (right.data ?? []).slice(0, 2);
  if (slider.isError && right.isError) return null;

  return (
    <div className="home-offers">
      {slider.isPending ? (
        <div className="offers-slider offers-slider--skeleton skeleton home-skeleton" aria-hidden="true" />
      ) : sliderBanners.length > 0 ? (
        <OffersSlider banners={sliderBanners} />
      ) : null}
      {right.isPending ? (
        <div className="offers-right" aria-hidden="true">
          <div className="offer-card offer-card--skeleton skeleton home-skeleton" />
          <div className="offer-card offer-card--skeleton skeleton home-skeleton" />
        </div>
      ) : rightBanners.length > 0 ? (
        <BannerList
          banners={rightBanners}
          className="offers-right"
          label="Предложения"
          block="offer-card"
          size={BANNER_SIZES_PX.mainOffersRight}
        />
      ) : null}
    </div>
  );
}
