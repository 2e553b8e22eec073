import { useId, useState, type FormEvent } from 'react';
import { pluralize, YEAR_FORMS } from '@common/format';
import { DateInput } from '@/shared/ui/forms/DateInput';
import { endAfterStart, isoToDisplayDate, rangeEndMin, typedSpan } from '@/shared/ui/forms/date-range';
import { Stepper } from '@/shared/ui/forms/Stepper';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, roomGuests, type HotelSearch } from '../search-params';
import { hotelSearchFromForm, type HotelFormErrors } from './search-form-logic';
import { hotelSearchKey } from './search-key';
import '../ui/catalogue.css';
import './hotels.css';

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);
const ageLabel = (age: number) => (age === 0 ? 'до 1 года' : pluralize(age, YEAR_FORMS));

interface HotelSearchFormProps {
  search: HotelSearch;
  onSearch: (search: HotelSearch) => void;
  compact?: boolean;
}

/** Stay dates and the guests of one room. Remount it (key) when the URL's search changes. */
export function HotelSearchForm({ search, onSearch, compact = false }: HotelSearchFormProps) {
  const id = useId();
  const guests = roomGuests(search.room);
  const [from, setFrom] = useState(() => isoToDisplayDate(search.date_from));
  const [to, setTo] = useState(() => isoToDisplayDate(search.date_to));
  // The stay's nights as last typed: a check-in moved past the check-out takes it along by them.
  const [nights, setNights] = useState(() => typedSpan(from, to));
  const [adults, setAdults] = useState(guests.adults);
  const [childrenAges, setChildrenAges] = useState<Array<number | null>>(guests.childrenAges);
  const [errors, setErrors] = useState<HotelFormErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = hotelSearchFromForm({ from, to, adults, childrenAges });
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSearch(result.search);
  }

  const changeDates = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    setNights((last) => typedSpan(nextFrom, nextTo) ?? last);
  };

  const setAge = (index: number, age: number | null) =>
    setChildrenAges((current) => current.map((value, at) => (at === index ? age : value)));

  return (
    <form
      className={compact ? 'search-form search-form--compact' : 'search-form'}
      onSubmit={submit}
      noValidate
      aria-label="Поиск отелей"
    >
      <div className="search-form__dates">
        <DateInput
          label="Заезд"
          name="date_from"
          value={from}
          onChange={(next) => changeDates(next, endAfterStart(next, to, nights, 1))}
          error={errors.from}
        />
        <DateInput
          label="Выезд"
          name="date_to"
          value={to}
          onChange={(next) => changeDates(from, next)}
          error={errors.to}
          min={rangeEndMin(from, 1)}
        />
      </div>
      <div className="search-form__guests">
        <Stepper label="Взрослые" value={adults} min={1} max={MAX_ADULTS} onChange={setAdults} />
        {childrenAges.length > 0 ? (
          <ul className="children-ages">
            {childrenAges.map((age, index) => {
              const error = errors.children?.[index];
              return (
                <li key={index} className={error ? 'child-age field--invalid' : 'child-age'}>
                  <label className="child-age__label" htmlFor={`${id}-child-${index}`}>
                    Возраст ребёнка {index + 1}
                  </label>
                  <div className="child-age__row">
                    <select
                      id={`${id}-child-${index}`}
                      className="field__select"
                      value={age ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-child-${index}-error` : undefined}
                      onChange={(event) =>
                        setAge(index, event.target.value === '' ? null : Number(event.target.value))
                      }
                    >
                      <option value="">Выберите</option>
                      {AGES.map((option) => (
                        <option key={option} value={option}>
                          {ageLabel(option)}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className="child-age__remove"
                      aria-label={`Убрать ребёнка ${index + 1}`}
                      onClick={() => setChildrenAges((current) => current.filter((_, at) => at !== index))}
                    >
                      ×
                    </button>
                  </div>
                  {error ? (
                    <p id={`${id}-child-${index}-error`} className="field__error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        <button
          type="button"
          className="button button--ghost add-child"
          disabled={childrenAges.length >= MAX_CHILDREN}
          onClick={() => setChildrenAges((current) => [...current, null])}
        >
          + Добавить ребёнка
        </button>
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        Найти
      </button>
    </form>
  );
}

/**
 * The stay's form beside a hotel or one of its room types: compact, and new for each stay the
 * address carries (a search from elsewhere, back or forward, shows in the fields).
 */
export function StayFormBeside({ search, onSearch }: Omit<HotelSearchFormProps, 'compact'>) {
  return <HotelSearchForm key={hotelSearchKey(search)} search={search} compact onSearch={onSearch} />;
}
