import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchEntry } from '@/features/search/match';
import { SearchField } from '@/features/search/SearchField';
import { renderInRouter } from './router-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

const ENTRIES: SearchEntry[] = [
  {
    kind: 'excursion',
    title: 'Псковский кремль',
    description: '<p>Кром и Довмонтов город</p>',
    href: '/excursions/a/kreml/',
    image: '/media/demo/kreml/840x560.png',
    price: 900,
    dates: [{ date: '2099-12-05', time: '10:00' }],
  },
  {
    kind: 'tour',
    title: 'Псков и Новгород',
    description: 'Два древних города',
    href: '/tours/pskov-novgorod/',
    image: '/media/demo/novgorod/420x280.png',
    price: 21500,
    dates: [],
  },
  {
    kind: 'hotel',
    title: 'Отель «Покровский»',
    description: 'В двух шагах от кремля',
    href: '/hotels/pokrovsky/',
    image: '/media/demo/pokrovsky/420x280.png',
    price: 4200,
    dates: [{ date: '2099-12-04', end: '2099-12-07' }],
  },
];

function renderField() {
  const loadEntries = vi.fn(() => Promise.resolve(ENTRIES));
  const view = renderInRouter(<SearchField variant="header" loadEntries={loadEntries} />);
  return { ...view, loadEntries };
}

describe('the header search combobox', () => {
  it('is a GET form to /search/ with a labelled, collapsed combobox, and loads nothing until used', async () => {
    const { loadEntries } = renderField();
    const form = await screen.findByRole('search');
    expect(form.getAttribute('action')).toBe('/search/');
    const box = screen.getByRole('combobox', { name: 'Поиск' });
    expect(box.getAttribute('name')).toBe('q');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.getElementById(box.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
    expect(loadEntries).not.toHaveBeenCalled();
  });

  it('suggests as one types, announces the count, and moves the active option with the arrows', async () => {
    const user = userEvent.setup();
    const { loadEntries } = renderField();
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    await user.type(box, 'кремль');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    expect(loadEntries).toHaveBeenCalledTimes(1);
    const listbox = screen.getByRole('listbox', { name: 'Подсказки' });
    const options = within(listbox).getAllByRole('option');
    // The title match first, then the description's.
    expect(options.map((option) => option.textContent)).toEqual([
      'Псковский кремльЭкскурсия · сб, 05.12.2099 в\u00a010:00от 900,00\u00a0₽ за взрослого',
      'Отель «Покровский»Отель · номера на 04.12.2099 — 07.12.2099от 4\u00a0200,00\u00a0₽ за ночь',
    ]);
    // A small picture of each, decorative: the title says what it is.
    const picture = options[0]!.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/media/demo/kreml/420x280.png');
    expect(picture.getAttribute('alt')).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Найдено: 2');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
  });

  it('suggests Russian titles for Latin, wrong-layout and misspelt queries', async () => {
    const user = userEvent.setup();
    renderField();
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    for (const query of ['pskov', 'gcrjd', 'пцков']) {
      await user.clear(box);
      await user.type(box, query);
      const options = await screen.findAllByRole('option');
      expect(options[0]!.textContent).toMatch(/^Псковский кремль/);
      expect(options[1]!.textContent).toMatch(/^Псков и Новгород.*даты уточняйтеот 21\u00a0500,00/);
    }
  });

  it('Enter opens the active option', async () => {
    const user = userEvent.setup();
    const { router } = renderField();
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    await user.type(box, 'новгород');
    await screen.findByRole('option', { name: /Псков и Новгород/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tours/pskov-novgorod/'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with no active option searches on /search/', async () => {
    const user = userEvent.setup();
    const { router } = renderField();
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    await user.type(box, '  псков ');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/'));
    expect(router.state.location.search).toEqual({ q: 'псков' });
    // The results page's own field holds the query; the header's is left clear.
    expect((box as HTMLInputElement).value).toBe('');
  });

  it("past eight suggestions the list's last option, 'Показать все (N)', opens them all on /search/, by keyboard too", async () => {
    const many: SearchEntry[] = Array.from({ length: 13 }, (_, index) => ({
      ...ENTRIES[0]!,
      title: `Псков, прогулка ${index + 1}`,
      href: `/excursions/a/walk-${index + 1}/`,
    }));
    const user = userEvent.setup();
    const view = renderInRouter(<SearchField variant="header" loadEntries={() => Promise.resolve(many)} />);
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    await user.type(box, 'прогулка');
    const all = await screen.findByRole('option', { name: 'Показать все (13)' });
    expect(screen.getAllByRole('option')).toHaveLength(9);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(all.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/search/'));
    expect(view.router.state.location.search).toEqual({ q: 'прогулка' });
  });

  it('Escape closes the list, a second Escape clears the field; the arrows open it again', async () => {
    const user = userEvent.setup();
    renderField();
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    await user.type(box, 'псков');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('a click on an option opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderField();
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    await user.type(box, 'покровский');
    await user.click(await screen.findByRole('option', { name: /Отель «Покровский»/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels/pokrovsky/'));
  });

  it('says when nothing is found, with no list open', async () => {
    const user = userEvent.setup();
    renderField();
    const box = await screen.findByRole('combobox', { name: 'Поиск' });
    await user.type(box, 'байкал');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ничего не найдено'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
