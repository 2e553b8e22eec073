import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickDates } from '@/shared/ui/QuickDates';
import { renderInRouter } from './router-helpers';

// A Wednesday afternoon in Moscow.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime('2026-11-25T15:00:00+03:00');
});
afterEach(() => vi.useRealTimers());

const chips = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the quick dates', () => {
  it("open the catalogue with the chip's dates, the rest of the search kept", async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(
      <QuickDates
        label="Экскурсии на"
        lead="Экскурсии на"
        href="/excursions/"
        searchFor={(dates) => ({ tourists: 3, ...dates })}
      />,
    );
    expect(await screen.findByText('Экскурсии на')).toBeTruthy();
    expect(chips('Экскурсии на')).toEqual(['Сегодня', 'Завтра', 'Выходные']);

    await user.click(screen.getByRole('link', { name: 'Выходные' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/excursions/'));
    expect(router.state.location.search).toEqual({
      tourists: 3,
      date_from: '2026-11-28',
      date_to: '2026-11-29',
    });

    await user.click(screen.getByRole('link', { name: 'Сегодня' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ date_from: '2026-11-25', date_to: '2026-11-25' }),
    );
    await user.click(screen.getByRole('link', { name: 'Завтра' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ date_from: '2026-11-26', date_to: '2026-11-26' }),
    );
  });

  it('mark the chip of the dates shown, and start tomorrow for tours', async () => {
    renderInRouter(
      <QuickDates
        label="Быстрый выбор дат"
        href="/tours/"
        searchFor={(dates) => dates}
        current={{ date_from: '2026-11-28', date_to: '2026-11-29' }}
        from="tomorrow"
      />,
    );
    await screen.findByRole('list', { name: 'Быстрый выбор дат' });
    expect(chips('Быстрый выбор дат')).toEqual(['Завтра', 'Выходные']);
    expect(screen.getByRole('link', { name: 'Выходные' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Завтра' }).hasAttribute('aria-current')).toBe(false);
  });

  it('offer a hotel stays, check-in to check-out: the weekend is in on Friday, out on Sunday', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(
      <QuickDates
        label="Быстрый выбор дат"
        href="/hotels/"
        searchFor={(dates) => ({ adults: 2, ...dates })}
        from="stay"
      />,
    );
    await user.click(await screen.findByRole('link', { name: 'Выходные' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/'));
    expect(router.state.location.search).toEqual({
      adults: 2,
      date_from: '2026-11-27',
      date_to: '2026-11-29',
    });
    await user.click(screen.getByRole('link', { name: 'Сегодня' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ date_from: '2026-11-25', date_to: '2026-11-26' }),
    );
  });
});
