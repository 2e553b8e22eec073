import { Link } from '@tanstack/react-router';
import { pageItems } from './review-page';
import './reviews.css';

const searchFor = (page: number) => (page > 1 ? { page } : {});
// The router marks the link of the page shown (aria-current="page"); only an equal `page` counts.
const EXACT = { exact: true } as const;

/** Page links bound to the URL's `page`; page 1 is the bare address. */
export function ReviewsPagination({ page, total }: { page: number; total: number }) {
  if (total <= 1) return null;
  return (
    <nav className="pager" aria-label="Страницы отзывов">
      <PagerStep to={page > 1 ? page - 1 : null} rel="prev" text="Назад" arrow="‹" />
      <ol className="pager__pages">
        {pageItems(page, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to="/about/comments/"
                search={searchFor(item)}
                className="tap-target pager__page"
                activeOptions={EXACT}
                aria-label={`Страница ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <PagerStep to={page < total ? page + 1 : null} rel="next" text="Вперёд" arrow="›" />
    </nav>
  );
}

interface PagerStepProps {
  /** The page it leads to; none at either end, where it stays in place but leads nowhere. */
  to: number | null;
  rel: 'prev' | 'next';
  text: string;
  arrow: string;
}

/** 'Назад' or 'Вперёд'. On a phone only the arrow shows; the word stays for screen readers. */
function PagerStep({ to, rel, text, arrow }: PagerStepProps) {
  const label = (
    <>
      <span className="pager__arrow" aria-hidden="true">
        {arrow}
      </span>
      <span className="pager__step-text">{text}</span>
    </>
  );
  if (to === null)
    return (
      <span className="tap-target pager__step pager__step--off" aria-hidden="true">
        {label}
      </span>
    );
  return (
    <Link
      to="/about/comments/"
      search={searchFor(to)}
      className="tap-target pager__step"
      rel={rel}
      activeOptions={EXACT}
    >
      {label}
    </Link>
  );
}
