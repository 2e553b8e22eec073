import { useId, useRef, useState } from 'react';
import { EXCURSION_FORMS, pluralize, TOUR_FORMS } from '@common/format';
import { lazyNamed } from '@/shared/ui/lazy-named';
import type { FilterPanelProps, FilterSheetProps, ResetProps } from './FilterPanel';
import { ResultsCount } from '@/shared/ui/ResultsCount';
import { NO_TRIP_FILTERS, type TripFilters as Filters } from '../search-params';
import { activeFilterCount, type FilterableCard, type TripKind } from './filters';
import './trip-filters.css';

// What only filters in force or an open panel show loads then: opened, or asked for by the link.
const FilterPanel = lazyNamed<'FilterPanel', FilterPanelProps>(() => import('./FilterPanel'), 'FilterPanel');
const FilterSheet = lazyNamed<'FilterSheet', FilterSheetProps>(() => import('./FilterPanel'), 'FilterSheet');
const ResetFilters = lazyNamed<'ResetFilters', ResetProps>(() => import('./FilterPanel'), 'ResetFilters');
/** Nothing passes the filters: said in place of the list, with the reset. */
const FilteredEmpty = lazyNamed<'FilteredEmpty', ResetProps>(() => import('./FilterPanel'), 'FilteredEmpty');

interface TripFiltersProps {
  kind: TripKind;
  /** The filters in force (a group none of the cards has is already left out). */
  filters: Filters;
  /** The list before filtering: the panel offers its groups and its fares' range. */
  cards: readonly FilterableCard[];
  /** How many the filters let through: 'Найдено: 7 экскурсий', 'Показать 7'; none says so, with the reset. */
  foundCount: number;
  onChange: (filters: Filters) => void;
}

/**
 * The count of a catalogue's results with its filters: from 768 px a 'Фильтры' button unfolds a
 * panel above the results (unfolded already when the link carries a filter); on a phone it opens a
 * sheet, 'Фильтры (2)' saying how many are on. 'Сбросить фильтры' clears them in one press. When
 * nothing passes, that is said below the bar, with the same reset.
 */
export function TripFilters({ kind, filters, cards, foundCount, onChange }: TripFiltersProps) {
  const active = activeFilterCount(filters);
  const [open, setOpen] = useState(active > 0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const panelId = useId();
  const wideToggle = useRef<HTMLButtonElement>(null);
  const phoneToggle = useRef<HTMLButtonElement>(null);
  const label = active > 0 ? `Фильтры (${active})` : 'Фильтры';
  const panel = { kind, filters, cards, onChange };

  const reset = () => {
    onChange(NO_TRIP_FILTERS);
    // The reset button goes with the filters: focus stays on the bar, on the toggle in sight.
    [wideToggle.current, phoneToggle.current].find((button) => button?.offsetParent)?.focus();
  };

  return (
    <>
      <div className="trip-filters">
        <div className="trip-filters__bar">
          <ResultsCount>{`Найдено: ${pluralize(foundCount, kind === 'tour' ? TOUR_FORMS : EXCURSION_FORMS)}`}</ResultsCount>
          <button
            ref={wideToggle}
            type="button"
            className="tap-row control-frame trip-filters__toggle trip-filters__toggle--wide"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen(!open)}
          >
            {label}
          </button>
          <button
            ref={phoneToggle}
            type="button"
            className="tap-row control-frame trip-filters__toggle trip-filters__toggle--phone"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            {label}
          </button>
          {active > 0 ? <ResetFilters onReset={reset} /> : null}
        </div>
        {open ? (
          <div id={panelId} className="trip-filters__panel">
            <FilterPanel {...panel} />
          </div>
        ) : null}
        {sheetOpen ? (
          <FilterSheet
            {...panel}
            foundCount={foundCount}
            onReset={() => onChange(NO_TRIP_FILTERS)}
            onClose={() => setSheetOpen(false)}
          />
        ) : null}
      </div>
      {foundCount === 0 ? <FilteredEmpty onReset={() => onChange(NO_TRIP_FILTERS)} /> : null}
    </>
  );
}
