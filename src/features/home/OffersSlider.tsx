import { useState, type KeyboardEvent } from 'react';
import { BANNER_SIZES_PX } from '@/shared/config/constants';
import type { Banner } from './api/types';
import { BannerLink } from './BannerLink';
import { swipeTarget, wrapIndex } from './slider-math';
import { useSwipe } from './use-swipe';

/**
 * The home page slider (WAI carousel pattern): arrow buttons and ←/→ keys, finger or mouse swipes.
 * It never turns by itself. Slides out of view are inert, so Tab only reaches the visible link.
 */
export function OffersSlider({ banners }: { banners: readonly Banner[] }) {
  const [index, setIndex] = useState(0);
  // Hidden slides' pictures wait until the visitor shows interest, so they never compete with the first one.
  const [warm, setWarm] = useState(false);
  const count = banners.length;
  const current = wrapIndex(index, count);
  const swipe = useSwipe((dx, slideWidth) => setIndex(swipeTarget(current, count, dx, slideWidth)));

  const step = (by: number) => setIndex(wrapIndex(current + by, count));
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      className="offers-slider"
      aria-roledescription="карусель"
      aria-label="Специальные предложения"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setWarm(true)}
      onFocus={() => setWarm(true)}
      onTouchStart={() => setWarm(true)}
    >
      <div className="offers-slider__viewport" {...swipe.handlers}>
        <div
          className={`offers-slider__track${swipe.offset ? ' offers-slider__track--dragging' : ''}`}
          style={{ transform: `translateX(calc(${-100 * current}% + ${swipe.offset}px))` }}
          aria-live="polite"
        >
          {banners.map((banner, position) => (
            <div
              key={banner.id}
              className="offers-slider__slide"
              role="group"
              aria-roledescription="слайд"
              aria-label={`${position + 1} из ${count}`}
              inert={position !== current}
            >
              <BannerLink
                banner={banner}
                block="offer-card"
                modifier="slide"
                size={BANNER_SIZES_PX.mainOffersSlider}
                draggable={false}
                image={{
                  src: position === 0 || warm ? banner.image : undefined,
                  draggable: false,
                  eager: position === 0,
                  loading: warm ? 'eager' : undefined,
                }}
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="offers-slider__arrow offers-slider__arrow--prev"
            aria-label="Назад"
            onClick={() => step(-1)}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="offers-slider__arrow offers-slider__arrow--next"
            aria-label="Вперёд"
            onClick={() => step(1)}
          >
            <Chevron />
          </button>
          <p className="offers-slider__counter" aria-hidden="true">
            {current + 1} / {count}
          </p>
        </>
      ) : null}
    </section>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
