import { useLocation } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { EXCURSION_FORMS, pluralize, TOUR_FORMS } from '@common/format';
import { ModalDialog } from '@/shared/ui/Dialog';
import { AppLink } from '@/shared/ui/AppLink';
import { EmptyResults } from '@/shared/ui/EmptyResults';
import { SelectField } from '@/shared/ui/forms/SelectField';
import { TextField } from '@/shared/ui/forms/TextField';
import { MAX_FILTER_PRICE, NO_TRIP_FILTERS, type TripDuration, type TripFilters } from '../search-params';
import { fareRange, groupOptions } from './filter-choices';
import { activeFilterCount, type FilterableCard, type TripKind } from './filters';
import './filter-panel.css';

export interface FilterPanelProps {
  kind: TripKind;
  filters: TripFilters;
  /** The list before filtering: its groups and its fares' range are offered. */
  cards: readonly FilterableCard[];
  onChange: (filters: TripFilters) => void;
}

/** The duration steps' names (their limits: `DURATION_LIMITS` in filters.ts). */
const DURATION_CHOICES: Record<
  TripKind,
  ReadonlyArray<{ value: TripDuration | undefined; label: string }>
> = {
  excursion: [
    { value: undefined, label: 'Любая' },
    { value: 'short', label: 'До 2 часов' },
    { value: 'medium', label: '2–4 часа' },
    { value: 'long', label: 'Больше 4 часов' },
  ],
  tour: [
    { value: undefined, label: 'Любая' },
    { value: 'short', label: '1–3 дня' },
    { value: 'medium', label: '4–5 дней' },
    { value: 'long', label: '6 дней и больше' },
  ],
};

/**
 * The filters' fields. A choice applies at once; a price applies when the field is left or Enter
 * is pressed, so the list does not jump while a figure is typed.
 */
export function FilterPanel({ kind, filters, cards, onChange }: FilterPanelProps) {
  const name = useId();
  const groups = groupOptions(cards);
  const fares = fareRange(cards);
  const setPrices = (min: number | undefined, max: number | undefined) => {
    // A range typed the wrong way round is meant the right way round.
    const reversed = min !== undefined && max !== undefined && min > max;
    onChange({ ...filters, price_min: reversed ? max : min, price_max: reversed ? min : max });
  };

  return (
    <form className="filter-panel" aria-label="Фильтры" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="filter-panel__group filter-panel__prices">
        <legend className="filter-panel__legend">Цена за взрослого, ₽</legend>
        <PriceField
          label="от"
          value={filters.price_min}
          placeholder={fares ? roubles(fares.min) : undefined}
          onCommit={(min) => setPrices(min, filters.price_max)}
        />
        <PriceField
          label="до"
          value={filters.price_max}
          placeholder={fares ? roubles(fares.max) : undefined}
          onCommit={(max) => setPrices(filters.price_min, max)}
        />
      </fieldset>
      <fieldset className="filter-panel__group">
        <legend className="filter-panel__legend">Длительность</legend>
        <div className="cluster filter-panel__choices">
          {DURATION_CHOICES[kind].map((step) => (
            <label key={step.label} className="filter-panel__choice">
              <input
                type="radio"
                name={`${name}-duration`}
                checked={filters.duration === step.value}
                onChange={() => onChange({ ...filters, duration: step.value })}
              />
              <span>{step.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {groups.length > 1 ? (
        <div className="filter-panel__group">
          <SelectField
            label="Категория"
            name="group"
            placeholder="Все"
            options={groups.map((group) => ({ value: group.slug, label: group.title }))}
            value={filters.group ?? ''}
            onChange={(event) => onChange({ ...filters, group: event.target.value || undefined })}
          />
        </div>
      ) : null}
    </form>
  );
}

/** '12 500': a hint of whole roubles, the sign being in the legend. */
const roubles = (price: number) => String(Math.round(price)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');

/** A price as typed ('1 500', '1500 ₽'): whole roubles, or nothing. */
function typedPrice(text: string): number | undefined {
  const digits = text.replace(/[\s\u00a0₽]/g, '');
  if (!/^\d{1,8}$/.test(digits)) return undefined;
  return Math.min(Number(digits), MAX_FILTER_PRICE);
}

interface PriceFieldProps {
  label: string;
  value: number | undefined;
  placeholder: string | undefined;
  onCommit: (price: number | undefined) => void;
}

function PriceField({ label, value, placeholder, onCommit }: PriceFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The link changed it (a reset, a step back): the field shows the filter in force.
  useEffect(() => {
    const input = ref.current;
    if (input && typedPrice(input.value) !== value) input.value = value === undefined ? '' : String(value);
  }, [value]);

  const commit = () => {
    const input = ref.current;
    if (!input) return;
    const price = typedPrice(input.value);
    input.value = price === undefined ? '' : String(price);
    if (price !== value) onCommit(price);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <TextField
      ref={ref}
      label={label}
      name={label === 'от' ? 'price_min' : 'price_max'}
      inputMode="numeric"
      autoComplete="off"
      defaultValue={value ?? ''}
      placeholder={placeholder}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}

export interface FilterSheetProps extends FilterPanelProps {
  foundCount: number;
  onReset: () => void;
  onClose: () => void;
}

/** The phone's filters: a sheet over the list, which it filters as it is changed. */
export function FilterSheet({ foundCount, onReset, onClose, ...panel }: FilterSheetProps) {
  const forms = panel.kind === 'tour' ? TOUR_FORMS : EXCURSION_FORMS;
  return (
    <ModalDialog title="Фильтры" width={502} sheet onClose={onClose}>
      <FilterPanel {...panel} />
      <div className="filter-sheet__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {foundCount > 0 ? `Показать ${pluralize(foundCount, forms)}` : 'Ничего не найдено'}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={activeFilterCount(panel.filters) === 0}
          onClick={onReset}
        >
          Сбросить
        </button>
      </div>
    </ModalDialog>
  );
}

export interface ResetProps {
  onReset: () => void;
}

/**
 * 'Сбросить фильтры' as a link to the list without its filters: a tap before this code has arrived
 * opens that address (the server's page), after it the list is reset in place.
 */
function ResetLink({ onReset, className }: ResetProps & { className: string }) {
  const { pathname, search } = useLocation();
  return (
    <AppLink
      href={pathname}
      search={{ ...search, ...NO_TRIP_FILTERS }}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onReset();
      }}
    >
      Сбросить фильтры
    </AppLink>
  );
}

/** 'Сбросить фильтры' beside the count, while a filter is on. */
export function ResetFilters({ onReset }: ResetProps) {
  return <ResetLink onReset={onReset} className="trip-filters__reset" />;
}

/** The search found trips, but none passes the filters: say so, and offer to clear them. */
export function FilteredEmpty({ onReset }: ResetProps) {
  return (
    <EmptyResults text="Под выбранные фильтры ничего не подходит. Измените их или сбросьте.">
      <ResetLink onReset={onReset} className="button button--primary" />
    </EmptyResults>
  );
}
