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
      {page > 1 ? (
        <Link
          to="/about/comments/"
          search={searchFor(page - 1)}
          className="pager__step"
          rel="prev"
          activeOptions={EXACT}
        >
          <StepLabel text="Назад" arrow="‹" />
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          <StepLabel text="Назад" arrow="‹" />
        </span>
      )}
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
                className="pager__page"
                activeOptions={EXACT}
                aria-label={`Страница ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < total ? (
        <Link
          to="/about/comments/"
          search={searchFor(page + 1)}
          className="pager__step"
          rel="next"
          activeOptions={EXACT}
        >
          <StepLabel text="Вперёд" arrow="›" />
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          <StepLabel text="Вперёд" arrow="›" />
        </span>
      )}
    </nav>
  );
}

/** On a phone only the arrow shows; the word stays for screen readers. */
function StepLabel({ text, arrow }: { text: string; arrow: string }) {
  return (
    <>
      <span className="pager__arrow" aria-hidden="true">
        {arrow}
      </span>
      <span className="pager__step-text">{text}</span>
    </>
  );
}
