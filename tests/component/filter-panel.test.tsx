import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_TRIP_FILTERS, type TripFilters } from '@/features/catalogue/search-params';
import { FilterPanel, FilterSheet } from '@/features/catalogue/trips/FilterPanel';
import { excursionCard } from './catalogue-cards';

const izborsk = { id: 2, slug: 'izborsk', title: 'Изборск', url: '/excursions/izborsk/' };
const fare = (price: number) => ({
  price_from: price,
  prices: [{ category: 'vzroslyi' as const, title: 'Взрослый', price }],
});
const cards = [
  excursionCard(1, 'Кремль', fare(900)),
  excursionCard(2, 'Крепость', { group: izborsk, ...fare(12500) }),
];

/** The panel over filters it keeps itself, as the page keeps them in the address. */
function Panel({
  initial = NO_TRIP_FILTERS,
  onChange,
}: {
  initial?: TripFilters;
  onChange: (f: TripFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterPanel
      kind="excursion"
      filters={filters}
      cards={cards}
      onChange={(next) => {
        onChange(next);
        setFilters(next);
      }}
    />
  );
}

describe('the filter panel', () => {
  it('applies a price once the field is left or Enter pressed, not while it is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Panel onChange={onChange} />);
    const to = screen.getByLabelText('до');
    await user.type(to, '1 500');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TRIP_FILTERS, price_max: 1500 });
    expect((to as HTMLInputElement).value).toBe('1500');

    // A lower end above the upper one is taken the right way round.
    await user.type(screen.getByLabelText('от'), '3000');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TRIP_FILTERS, price_min: 1500, price_max: 3000 });
    expect(screen.getByLabelText<HTMLInputElement>('от').value).toBe('1500');
    expect((to as HTMLInputElement).value).toBe('3000');
  });

  it('hints the list’s cheapest and dearest fares, and drops what is not a price', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Panel initial={{ price_min: 700 }} onChange={onChange} />);
    expect(screen.getByLabelText('до').getAttribute('placeholder')).toBe('12\u00a0500');
    const from = screen.getByLabelText('от');
    await user.clear(from);
    await user.type(from, 'дёшево');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ price_min: undefined, price_max: undefined });
    expect((from as HTMLInputElement).value).toBe('');
  });

  it('applies a duration and a group at once; the group list is the cards’ groups', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Panel onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Больше 4 часов' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TRIP_FILTERS, duration: 'long' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Больше 4 часов' }).checked).toBe(true);

    const group = screen.getByLabelText('Категория');
    expect([...(group as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Все',
      'Псков',
      'Изборск',
    ]);
    await user.selectOptions(group, 'Изборск');
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TRIP_FILTERS, duration: 'long', group: 'izborsk' });
  });
});

describe("the phone's filter sheet", () => {
  it("says how many it shows, closes on 'Показать' and resets only filters that are on", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onReset = vi.fn();
    const { rerender } = render(
      <FilterSheet
        kind="excursion"
        filters={NO_TRIP_FILTERS}
        cards={cards}
        onChange={vi.fn()}
        foundCount={2}
        onReset={onReset}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Сбросить' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /^Показать 2\s+экскурсии$/ }));
    expect(onClose).toHaveBeenCalled();

    rerender(
      <FilterSheet
        kind="excursion"
        filters={{ ...NO_TRIP_FILTERS, price_max: 1 }}
        cards={cards}
        onChange={vi.fn()}
        foundCount={0}
        onReset={onReset}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ничего не найдено' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(onReset).toHaveBeenCalled();
  });
});
