import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HotelCard, TourCard } from '@/features/catalogue/api/types';
import { Route as ReviewsRoute } from '@/routes/about/comments/index';
import { Route as ExcursionsRoute } from '@/routes/excursions/index';
import { Route as HotelsRoute } from '@/routes/hotels/index';
import { Route as ToursRoute } from '@/routes/tours/index';
import { addDays, today } from '@/shared/lib/calendar-day';
import { isoToDisplayDate } from '@/shared/ui/forms/date-range';
import { excursionCard, excursionGroup, tourCard, tourGroup } from './catalogue-cards';
import { json, renderRoute, requestedUrls, stubFetch, type FakeBackend } from './router-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The agency's calendar day `offset` days from today, and as the date fields show it. */
const iso = (offset: number) => addDays(today(), offset);
const display = (offset: number) => isoToDisplayDate(iso(offset));

/** Types into a date field as a visitor does: digits only, the mask adds the dots. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, offset: number) {
  await user.clear(field);
  await user.type(field, display(offset).replaceAll('.', ''));
  await waitFor(() => expect(field.value).toBe(display(offset)));
}

const inputLabelled = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText<HTMLInputElement>(label, { selector: 'input' });

// --- Excursions --------------------------------------------------------------------------------

const DEFAULT_EXCURSION_SEARCH = { date_from: iso(0), date_to: iso(7), tourists: '1' };

const groupOf = (id: number, titles: string[]) =>
  excursionGroup(
    id,
    titles.map((title, index) => excursionCard(id * 100 + index, title)),
  );

const matches = (url: URL, search: Record<string, string>) =>
  Object.entries(search).every(([key, value]) => url.searchParams.get(key) === value);

/**
 * The excursion list API: the default search's answer for the default search, another answer
 * for `other`, and nothing for any other search.
 */
function excursionBackend(other?: { search: Record<string, string>; titles: string[] }): FakeBackend {
  return (_request, url) => {
    if (url.pathname !== '/api/catalog/group_excursions/') return undefined;
    if (matches(url, DEFAULT_EXCURSION_SEARCH))
      return json([groupOf(1, ['Псковский кремль', 'Изборск']), groupOf(2, ['Печоры'])]);
    if (other && matches(url, other.search)) return json([groupOf(3, other.titles)]);
    return json([]);
  };
}

const cardTitles = () =>
  [...document.querySelectorAll('.catalogue-card__title')].map((title) => title.textContent);

describe('the excursion catalogue opened by a link', () => {
  it.each([
    [
      'a date that is not one, a past start and a negative count',
      'date_from=2020-01-01&date_to=someday&tourists=-4',
    ],
    ['dates in the past', `date_from=${iso(-10)}&date_to=${iso(-3)}&tourists=0`],
    ['"по" before "с"', `date_from=${iso(5)}&date_to=${iso(3)}&tourists=abc`],
    ['a range longer than a year', `date_from=${iso(1)}&date_to=${iso(400)}&tourists=51`],
    ['no search at all', ''],
  ])('with %s falls back to the default search without an error', async (_case, query) => {
    const fetchMock = stubFetch(excursionBackend());
    renderRoute(ExcursionsRoute, `/excursions/?${query}`);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Экскурсии');
    const form = screen.getByRole('form', { name: 'Поиск экскурсий' });
    expect(inputLabelled(form, 'Дата с').value).toBe(display(0));
    expect(inputLabelled(form, 'Дата по').value).toBe(display(7));
    expect(form.querySelector('output')!.textContent).toBe('1');
    // The list is the default search's, asked of the API as such.
    await waitFor(() => expect(cardTitles()).toEqual(['Псковский кремль', 'Изборск', 'Печоры']));
    expect(screen.getByText('Найдено: 3 экскурсии')).toBeTruthy();
    const asked = requestedUrls(fetchMock).filter((url) => url.pathname === '/api/catalog/group_excursions/');
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(matches(url, DEFAULT_EXCURSION_SEARCH)).toBe(true);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('keeps the good parts of a link: valid dates with a bad count, a good count with bad dates', async () => {
    stubFetch(excursionBackend());
    const first = renderRoute(
      ExcursionsRoute,
      `/excursions/?date_from=${iso(2)}&date_to=${iso(4)}&tourists=0`,
    );
    let form = await screen.findByRole('form', { name: 'Поиск экскурсий' });
    expect(inputLabelled(form, 'Дата с').value).toBe(display(2));
    expect(inputLabelled(form, 'Дата по').value).toBe(display(4));
    expect(form.querySelector('output')!.textContent).toBe('1');
    first.unmount();

    renderRoute(ExcursionsRoute, `/excursions/?date_from=${iso(4)}&date_to=${iso(2)}&tourists=3`);
    form = await screen.findByRole('form', { name: 'Поиск экскурсий' });
    expect(inputLabelled(form, 'Дата с').value).toBe(display(0));
    expect(inputLabelled(form, 'Дата по').value).toBe(display(7));
    expect(form.querySelector('output')!.textContent).toBe('3');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('a search by dates and tourists goes into the URL and shows what the API has for it', async () => {
    const day = { date_from: iso(3), date_to: iso(3), tourists: '2' };
    const fetchMock = stubFetch(excursionBackend({ search: day, titles: ['Михайловское'] }));
    const { router } = renderRoute(
      ExcursionsRoute,
      `/excursions/?${new URLSearchParams(DEFAULT_EXCURSION_SEARCH)}`,
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Псковский кремль', 'Изборск', 'Печоры']));

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Поиск экскурсий' });
    await typeDate(user, inputLabelled(form, 'Дата с'), 3);
    await typeDate(user, inputLabelled(form, 'Дата по'), 3);
    await user.click(within(form).getByRole('button', { name: 'Больше: Туристов' }));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));

    await waitFor(() =>
      expect(router.state.location.href).toBe(
        `/excursions/?date_from=${day.date_from}&date_to=${day.date_to}&tourists=2`,
      ),
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Михайловское']));
    expect(requestedUrls(fetchMock).some((url) => matches(url, day))).toBe(true);
  });

  it('wrong dates are explained under their fields, the typed values stay, and nothing is searched', async () => {
    stubFetch(excursionBackend());
    const { router } = renderRoute(ExcursionsRoute, '/excursions/');
    const form = await screen.findByRole('form', { name: 'Поиск экскурсий' });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const before = router.state.location.href;
    const user = userEvent.setup();
    const from = inputLabelled(form, 'Дата с');
    const to = inputLabelled(form, 'Дата по');

    await typeDate(user, from, -3);
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(await within(form).findByText('Дата не может быть в прошлом')).toBeTruthy();
    expect(from.value).toBe(display(-3));
    expect(from.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description, read out with it.
    expect(document.getElementById(from.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Дата не может быть в прошлом',
    );

    await typeDate(user, from, 5);
    await typeDate(user, to, 3);
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(await within(form).findByText('Дата «по» не может быть раньше даты «с»')).toBeTruthy();
    expect(to.value).toBe(display(3));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    // Nothing was searched: the URL still holds the default search, not what was typed.
    expect(router.state.location.href).toBe(before);
    expect(router.state.location.href).not.toContain(`date_from=${iso(5)}`);
    expect(router.state.location.href).not.toContain(`date_from=${iso(-3)}`);
  });
});

// --- Hotels ------------------------------------------------------------------------------------

/** docs/product.md#default-searches: from the next Friday (a week ahead on a Friday), 3 nights, 2 adults. */
function defaultStay() {
  const weekday = new Date(`${iso(0)}T00:00:00Z`).getUTCDay();
  const ahead = (5 - weekday + 7) % 7 || 7;
  return { date_from: iso(ahead), date_to: iso(ahead + 3), room: '2' };
}

const hotel: HotelCard = {
  id: 1,
  slug: 'rizhskaya',
  title: 'Гостиница «Рижская»',
  url: '/hotels/rizhskaya/',
  stars: 3,
  city: 'Псков',
  address: 'Рижский пр., 25',
  short_description: '',
  image: '/media/h.jpg',
  price_from: 3500,
  total_from: 10500,
};

describe('the hotel catalogue opened by a link', () => {
  it('a bad shared link falls back to the default stay without an error', async () => {
    const stay = defaultStay();
    const fetchMock = stubFetch((_request, url) =>
      url.pathname === '/api/catalog/hotels/' && matches(url, stay)
        ? json({
            count: 1,
            next: null,
            previous: null,
            search: { ...stay, nights: 3, adults: 2, children_ages: [] },
            results: [hotel],
          })
        : undefined,
    );
    renderRoute(HotelsRoute, `/hotels/?date_from=${iso(-10)}&date_to=${iso(40)}&room=99-1`);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Отели');
    const form = screen.getByRole('form', { name: 'Поиск отелей' });
    expect(inputLabelled(form, 'Заезд').value).toBe(isoToDisplayDate(stay.date_from));
    expect(inputLabelled(form, 'Выезд').value).toBe(isoToDisplayDate(stay.date_to));
    expect(form.querySelector('output')!.textContent).toBe('2');
    await waitFor(() => expect(document.querySelectorAll('.catalogue-card')).toHaveLength(1));
    for (const url of requestedUrls(fetchMock).filter((asked) => asked.pathname === '/api/catalog/hotels/'))
      expect(matches(url, stay)).toBe(true);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});

// --- Tours -------------------------------------------------------------------------------------

const tour = (id: number, title: string, start: number): TourCard =>
  tourCard(id, title, {
    events: [
      { id: id * 10, date_start: iso(start), date_end: iso(start + 2), places_total: 30, places_left: 9 },
    ],
  });

const tourGroups = [tourGroup([tour(1, 'Золотое кольцо', 4), tour(2, 'Карелия', 20)])];

const toursBackend: FakeBackend = (_request, url) =>
  url.pathname === '/api/catalog/group_tours/' ? json(tourGroups) : undefined;

describe('the tour catalogue', () => {
  // The router keeps a raw key validation leaves out: parseTourSearch answers both keys.
  it.each([
    ['a date that is not one', 'date_from=2020-13-01&date_to=someday'],
    ['dates in the past', `date_from=${iso(-10)}&date_to=${iso(-3)}`],
    ['"по" before "с"', `date_from=${iso(10)}&date_to=${iso(5)}`],
  ])('a link with %s is no filter: empty fields and every tour', async (_case, query) => {
    stubFetch(toursBackend);
    renderRoute(ToursRoute, `/tours/?${query}`);
    const form = await screen.findByRole('form', { name: 'Даты выезда' });
    expect(inputLabelled(form, 'Выезд с').value).toBe('');
    expect(inputLabelled(form, 'Выезд по').value).toBe('');
    await waitFor(() =>
      expect([...document.querySelectorAll('.tour-card__title')].map((title) => title.textContent)).toEqual([
        'Золотое кольцо',
        'Карелия',
      ]),
    );
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('a wrong date in the filter is said under its field and nothing typed is lost', async () => {
    stubFetch(toursBackend);
    const { router } = renderRoute(ToursRoute, '/tours/');
    const form = await screen.findByRole('form', { name: 'Даты выезда' });
    const user = userEvent.setup();
    await typeDate(user, inputLabelled(form, 'Выезд с'), 10);
    await typeDate(user, inputLabelled(form, 'Выезд по'), 5);
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(await within(form).findByText('Дата «по» не может быть раньше даты «с»')).toBeTruthy();
    expect(inputLabelled(form, 'Выезд по').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.href).toBe('/tours/');
    expect(inputLabelled(form, 'Выезд с').value).toBe(display(10));
  });
});

// --- Reviews -----------------------------------------------------------------------------------

const REVIEWS = 23; // 3 pages of 10
const review = (index: number) => ({
  id: index,
  name: `Гость ${index}`,
  text: `Отзыв номер ${index}`,
  rating: 5,
  created: '2025-05-01T10:00:00+03:00',
});

const reviewsBackend: FakeBackend = (_request, url) => {
  if (url.pathname !== '/api/reviews/') return undefined;
  const size = Number(url.searchParams.get('page_size'));
  const page = Number(url.searchParams.get('page') ?? '1');
  const start = (page - 1) * size;
  if (start >= REVIEWS) return json({ detail: 'Неправильная страница' }, 404);
  const results = Array.from({ length: Math.min(size, REVIEWS - start) }, (_, index) =>
    review(start + index + 1),
  );
  return json({ count: REVIEWS, next: null, previous: null, results });
};

describe('the reviews opened by a link', () => {
  it('a bad page is page 1', async () => {
    stubFetch(reviewsBackend);
    renderRoute(ReviewsRoute, '/about/comments/?page=abc');
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(10);
    expect(articles[0]!.textContent).toContain('Отзыв номер 1');
  });

  it('a page past the end is the last page, in the URL too', async () => {
    stubFetch(reviewsBackend);
    const { router } = renderRoute(ReviewsRoute, '/about/comments/?page=999');
    await waitFor(() => expect(router.state.location.href).toBe('/about/comments/?page=3'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByRole('article')[0]!.textContent).toContain('Отзыв номер 21');
  });
});
