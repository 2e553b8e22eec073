import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '@/features/search/match';
import { SearchPage } from '@/features/search/SearchPage';
import { renderInRouter } from './router-helpers';

const ENTRIES: SearchEntry[] = [
  {
    kind: 'excursion',
    title: 'Псковский кремль и Довмонтов город',
    description: 'Кром, Троицкий собор и стены Довмонтова города',
    href: '/excursions/pskov-obzornye/pskovskij-kreml/',
    image: '/media/demo/kreml/420x280.png',
    price: 900,
    dates: [{ date: '2099-12-05', time: '10:00' }],
  },
  {
    kind: 'hotel',
    title: 'Гостиница «Старый Псков»',
    description: 'В центре',
    href: '/hotels/staryj-pskov/',
    image: '/media/demo/old/420x280.png',
    price: 3500,
    dates: [{ date: '2099-12-04', end: '2099-12-07' }],
  },
];

describe('the search results page', () => {
  it('shows each result with its picture, next date and price, found from a Latin query', async () => {
    renderInRouter(<SearchPage query="pskov" entries={ENTRIES} pending={false} incomplete={false} />);
    expect(await screen.findByText('Найдено: 2')).toBeTruthy();
    const excursions = screen.getByRole('region', { name: 'Экскурсии' });
    const excursion = within(excursions).getByRole('listitem');
    expect(within(excursion).getByRole('link').textContent).toBe('Псковский кремль и Довмонтов город');
    expect(excursion.querySelector('img')?.getAttribute('src')).toBe('/media/demo/kreml/420x280.png');
    expect(excursion.textContent).toContain('Ближайшая: сб, 05.12.2099 в\u00a010:00');
    expect(excursion.textContent).toContain('от 900,00\u00a0₽ за взрослого');

    const hotel = within(screen.getByRole('region', { name: 'Отели' })).getByRole('listitem');
    expect(hotel.textContent).toContain('Есть номера: 04.12.2099 — 07.12.2099');
    expect(hotel.textContent).toContain('от 3\u00a0500,00\u00a0₽ за ночь');
  });
});
