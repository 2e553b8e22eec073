import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExcursionDetail, HotelDetail, TourDetail } from '@/features/catalogue/api/types';
import { excursionQueryOptions } from '@/features/catalogue/api/get-excursion';
import { hotelQueryOptions } from '@/features/catalogue/api/get-hotel';
import { ExcursionDetailView } from '@/features/catalogue/excursions/ExcursionDetailView';
import { HotelDetailView } from '@/features/catalogue/hotels/HotelDetailView';
import { defaultExcursionSearch, defaultHotelSearch } from '@/features/catalogue/search-params';
import { TourDetailView } from '@/features/catalogue/tours/TourDetailView';
import type { SafeHtml } from '@/shared/lib/safe-html';
import { MapLinks } from '@/shared/ui/MapLinks';
import { excursionCard, tourCard } from './catalogue-cards';
import { renderInRouter, testQueryClient } from './router-helpers';

const OLGA = 'У памятника княгине Ольге, Октябрьская площадь';
const noMeta = {
  seo: { title: '', description: '', h1: '', keywords: '' },
  og: { title: '', description: '', image: '' },
};
const yandexLink = (scope: HTMLElement = document.body) =>
  within(scope).queryByRole('link', { name: 'Яндекс Карты' });
const appLink = (scope: HTMLElement = document.body) =>
  within(scope).queryByRole('link', { name: 'В приложении карт' });
/** The fact (or card) a place's words stand in, by its label or name. */
const factOf = async (label: string) => (await screen.findByText(label)).closest('div, li') as HTMLElement;

describe('MapLinks', () => {
  it('opens the coordinates in Yandex Maps (a new tab) and in the phone’s own map app', () => {
    render(
      <MapLinks
        place={{ text: OLGA, address: 'Псков, Октябрьская площадь', latitude: 57.8137, longitude: 28.3372 }}
      />,
    );
    expect(screen.getByText('Открыть в картах:')).toBeTruthy();
    const yandex = yandexLink()!;
    expect(yandex.getAttribute('href')).toBe('https://yandex.ru/maps/?pt=28.3372,57.8137&z=17&l=map');
    expect(yandex.getAttribute('target')).toBe('_blank');
    expect(yandex.getAttribute('rel')).toContain('noopener');
    expect(appLink()!.getAttribute('href')).toBe(
      `geo:57.8137,28.3372?q=57.8137,28.3372(${encodeURIComponent(OLGA)})`,
    );
  });

  it('searches the address when the backend gives no coordinates', () => {
    render(<MapLinks place={{ text: 'Гостиница', address: 'Псков, ул. Советская, 3' }} />);
    const query = encodeURIComponent('Псков, ул. Советская, 3');
    expect(yandexLink()!.getAttribute('href')).toBe(`https://yandex.ru/maps/?text=${query}`);
    expect(appLink()!.getAttribute('href')).toBe(`geo:0,0?q=${query}`);
  });

  it('shows nothing for a place with neither words nor an address', () => {
    const { container } = render(
      <>
        <MapLinks place={{ text: '', address: ' ', latitude: 57.8, longitude: 28.3 }} />
        <MapLinks place={null} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});

const noCart = () => null;

function tour(overrides: Partial<TourDetail> = {}): TourDetail {
  return {
    ...tourCard(1, 'Псков — Изборск — Печоры'),
    description: '' as SafeHtml,
    images: [],
    program: [],
    included: [],
    hotels: [],
    locations: [],
    ...noMeta,
    ...overrides,
  };
}

describe('a tour page', () => {
  it('puts the links beside the meeting point and each hotel’s address', async () => {
    renderInRouter(
      <TourDetailView
        tour={tour({
          meeting_point: {
            text: OLGA,
            address: 'Псков, Октябрьская площадь',
            latitude: 57.8137,
            longitude: 28.3372,
          },
          hotels: [
            { id: 1, name: 'Гостиница «Старый Псков»', stars: 4, city: 'Псков', address: 'ул. Советская, 3' },
          ],
        })}
        addToCart={noCart}
      />,
    );
    const meeting = await factOf('Сбор в первый день');
    expect(meeting.textContent).toContain(OLGA);
    expect(yandexLink(meeting)!.getAttribute('href')).toBe(
      'https://yandex.ru/maps/?pt=28.3372,57.8137&z=17&l=map',
    );
    // A tour's hotel comes without coordinates: its city and address are searched.
    const hotel = await factOf('Гостиница «Старый Псков»');
    expect(yandexLink(hotel)!.getAttribute('href')).toBe(
      `https://yandex.ru/maps/?text=${encodeURIComponent('Псков, ул. Советская, 3')}`,
    );
  });

  it('has no links where the backend names no meeting point', async () => {
    renderInRouter(<TourDetailView tour={tour({ meeting_point: null })} addToCart={noCart} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Открыть в картах:')).toBeNull();
  });
});

describe('an excursion page', () => {
  it('puts the links beside the meeting point, by its place’s coordinates', async () => {
    const search = defaultExcursionSearch();
    const excursion: ExcursionDetail = {
      ...excursionCard(5, 'Псковский кремль'),
      description: '' as SafeHtml,
      images: [],
      meeting_point: 'У входа в Кром',
      location: {
        id: 1,
        name: 'Кремль',
        address: 'г. Псков, Кремль, 4',
        city: 1,
        latitude: 57.8223,
        longitude: 28.3287,
      },
      ...noMeta,
    };
    const queryClient = testQueryClient();
    queryClient.setQueryData(excursionQueryOptions('pskov/e5', search).queryKey, excursion);
    renderInRouter(
      <ExcursionDetailView
        path="pskov/e5"
        search={search}
        crumbs={[]}
        form={() => null}
        addToCart={noCart}
      />,
      { queryClient },
    );
    const meeting = await factOf('Место встречи');
    expect(within(meeting).getByText('г. Псков, Кремль, 4')).toBeTruthy();
    expect(yandexLink(meeting)!.getAttribute('href')).toBe(
      'https://yandex.ru/maps/?pt=28.3287,57.8223&z=17&l=map',
    );
    expect(appLink(meeting)!.getAttribute('href')).toMatch(/^geo:57\.8223,28\.3287\?q=/);
  });
});

describe('a hotel page', () => {
  it('puts the links beside the hotel’s address, by its coordinates', async () => {
    const search = defaultHotelSearch();
    const hotel: HotelDetail = {
      id: 1,
      slug: 'staryj-pskov',
      title: 'Гостиница «Старый Псков»',
      url: '/hotels/staryj-pskov/',
      stars: 4,
      city: 'Псков',
      address: 'г. Псков, ул. Советская, 3',
      short_description: '',
      image: '/media/h.jpg',
      price_from: 4000,
      total_from: 4000,
      description: '' as SafeHtml,
      images: [],
      amenities: [],
      latitude: 57.8189,
      longitude: 28.3341,
      search: {
        date_from: search.date_from,
        date_to: search.date_to,
        nights: 1,
        adults: 2,
        children_ages: [],
      },
      room_types: [],
      ...noMeta,
    };
    const queryClient = testQueryClient();
    queryClient.setQueryData(hotelQueryOptions('staryj-pskov', search).queryKey, hotel);
    renderInRouter(
      <HotelDetailView
        slug="staryj-pskov"
        search={search}
        form={null}
        addToCart={noCart}
        onRequestRoom={() => undefined}
      />,
      { queryClient },
    );
    const place = (await screen.findByText(/ул\. Советская, 3/)).closest('p')!;
    expect(yandexLink(place)!.getAttribute('href')).toBe(
      'https://yandex.ru/maps/?pt=28.3341,57.8189&z=17&l=map',
    );
    expect(appLink(place)!.getAttribute('href')).toBe(
      `geo:57.8189,28.3341?q=57.8189,28.3341(${encodeURIComponent('Гостиница «Старый Псков»')})`,
    );
  });
});
