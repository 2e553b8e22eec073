import { useEffect, useRef } from 'react';
import { useOldestOnScreen } from '@/shared/api/use-data-age';
import { formatReceivedAt } from '@common/format';
import './offline.css';

/**
 * The banner stays at the top of the screen while the page scrolls, above the header, which then
 * sticks below it: the banner's height (it wraps on a narrow phone) is given to the page's CSS.
 */
function useStickyHeight() {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--offline-banner-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--offline-banner-height');
    };
  }, []);
  return banner;
}

/** 'Нет соединения — показаны сохранённые данные', with how old they are. */
export function OfflineBannerView() {
  const oldest = useOldestOnScreen();
  const banner = useStickyHeight();
  return (
    <div ref={banner} className="offline-banner" role="status">
      <div className="container offline-banner__inner">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M2.3 3.7 3.7 2.3l18 18-1.4 1.4-4.5-4.5a6 6 0 0 0-7.6.8L6.8 16.6a9 9 0 0 1 6-2.6L10 11.2a12 12 0 0 0-6.3 3L2.3 12.8a14 14 0 0 1 5.5-3.3L5.3 7a17 17 0 0 0-3.7 2.6L.2 8.2A19 19 0 0 1 3.8 5.6zM12 6c4 0 7.8 1.6 10.6 4.2l-1.4 1.4A13 13 0 0 0 11 8zm0 12.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
          />
        </svg>
        <span>
          Нет соединения — показаны сохранённые данные
          {oldest > 0 ? ` (данные на ${formatReceivedAt(oldest)})` : ''}
        </span>
      </div>
    </div>
  );
}
