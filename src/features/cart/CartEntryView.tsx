import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import {
  formatDate,
  formatPrice,
  formatWeekday,
  GUEST_FORMS,
  NIGHT_FORMS,
  pluralize,
  YEAR_FORMS,
} from '@common/format';
import { smallPicture } from '@/shared/lib/picture';
import { typeset } from '@/shared/lib/typography';
import { AppLink } from '@/shared/ui/AppLink';
import { Picture } from '@/shared/ui/Picture';
import type { TouristLine } from './api/types';
import type { CartEntry } from './cart-totals';

/** 90 minutes as '1 ч 30 мин'. */
function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} ч` : '', rest ? `${rest} мин` : ''].filter(Boolean).join(' ');
}

/** What, when and for whom: the lines an entry of the cart or the order review is made of. */
function entryFacts(entry: CartEntry): { title: string; url: string; image: string; when: string } {
  switch (entry.part) {
    case 'tours': {
      const { item } = entry;
      return {
        title: item.tour.title,
        url: item.tour.url,
        image: item.tour.image,
        when: `${formatDate(item.date_start)} — ${formatDate(item.date_end)}`,
      };
    }
    case 'excursions': {
      const { item } = entry;
      const duration = item.duration_minutes ? `, ${formatDuration(item.duration_minutes)}` : '';
      return {
        title: item.excursion.title,
        url: item.excursion.url,
        image: item.excursion.image,
        when: `${formatWeekday(item.date)}, ${formatDate(item.date)}, ${item.time}${duration}`,
      };
    }
    case 'hotels': {
      const { item } = entry;
      return {
        title: `${item.hotel.title}: ${item.room_type.title}`,
        url: item.room_type.url,
        image: item.room_type.image,
        when: `${formatDate(item.date_from)} — ${formatDate(item.date_to)}, ${pluralize(item.nights, NIGHT_FORMS)}`,
      };
    }
  }
}

/** An entry's name as the page heads it (the hotel and its room for a room). */
export const entryTitle = (entry: CartEntry): string => entryFacts(entry).title;

function Tourists({ lines }: { lines: Snapshot<TouristLine[]> }) {
  return (
    <ul className="cart-entry__tourists" aria-label="Туристы">
      {lines.map((line) => (
        <li key={line.category}>
          {line.title} × {line.count}
          <span className="cart-entry__line-sum">
            {' '}
            · {line.count > 1 ? `по\u00a0${formatPrice(line.price)}` : formatPrice(line.price)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Guests({ adults, childrenAges }: { adults: number; childrenAges: readonly number[] }) {
  const children = childrenAges.length
    ? `, дети: ${childrenAges.map((age) => (age === 0 ? 'до года' : pluralize(age, YEAR_FORMS))).join(', ')}`
    : '';
  return (
    <p className="cart-entry__guests">
      {pluralize(adults + childrenAges.length, GUEST_FORMS)}: взрослых — {adults}
      {children}
    </p>
  );
}

interface CartEntryViewProps {
  entry: CartEntry;
  /** A checkbox to choose it for removal, and its own 'Удалить' (the cart page; the order review has none). */
  select?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h3' | 'h4';
  /** Why it can no longer be had ('Уже отправилась'), shown on it; null when it can. */
  gone?: string | null;
}

/** One item: its picture, title (a link to it), dates, tourists per category with prices, and its sum. */
export function CartEntryView({
  entry,
  select,
  actions,
  headingLevel = 'h3',
  gone = null,
}: CartEntryViewProps) {
  const facts = entryFacts(entry);
  const Heading = headingLevel;
  const classes = ['cart-entry', select ? '' : 'cart-entry--plain', gone ? 'cart-entry--gone' : ''];
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      {select}
      <Picture className="cart-entry__image" src={smallPicture(facts.image)} width={120} height={80} />
      <div className="cart-entry__body">
        <Heading className="cart-entry__title">
          <AppLink href={facts.url}>{typeset(facts.title)}</AppLink>
        </Heading>
        <p className="cart-entry__when">
          {facts.when}
          {gone ? <strong className="cart-entry__gone"> · {gone}</strong> : null}
        </p>
        {entry.part === 'hotels' ? (
          <Guests adults={entry.item.adults} childrenAges={entry.item.children_ages} />
        ) : (
          <Tourists lines={entry.item.tourists} />
        )}
      </div>
      <div className="cart-entry__end">
        <p className="cart-entry__total">
          <span className="visually-hidden">Сумма: </span>
          {formatPrice(entry.item.total)}
        </p>
        {actions}
      </div>
    </article>
  );
}
