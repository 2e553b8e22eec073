import { describe, expect, it } from 'vitest';
import { inRussian } from '@/shared/api/backend-messages';
import { isUnsafeMethod } from '@common/api/csrf';
import { allItems, allPages, onePage, pageQuery } from '@common/api/list';
import { roomRequestText } from '@/features/catalogue/hotels/room-request';
import { completeCart, completePart } from '@/features/cart/cart-totals';
import { refreshAheadSeconds, tokenTimes } from '../../server/session/jwt-times.ts';

// What the storefront must put up with from a real Django REST backend (paged lists, lean cart
// answers, English messages, short-lived tokens), checked on the pure pieces that cope with it.

const page = <T>(results: T[], count: number, next: string | null) => ({
  count,
  next,
  previous: null,
  results,
});

describe('lists: a bare array or DRF pages', () => {
  it('takes a bare array as the whole list', async () => {
    expect(await allItems(() => Promise.resolve([1, 2, 3]))).toEqual([1, 2, 3]);
    expect(onePage(['a'])).toEqual({ count: 1, results: ['a'], hasNext: false });
  });

  it('follows the pages while the backend says there is a next one, asking by page number', async () => {
    const asked: number[] = [];
    const pages = [
      page([1, 2], 5, 'http://backend:8000/api/countries/?page=2'),
      page([3, 4], 5, 'http://backend:8000/api/countries/?page=3'),
      page([5], 5, null),
    ];
    const items = await allItems((number) => {
      asked.push(number);
      return Promise.resolve(pages[number - 1]!);
    });
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('keeps what a page carries besides its items, and never the backend’s links', async () => {
    const stay = { nights: 3 };
    const all = await allPages((number) =>
      Promise.resolve({
        ...page([number === 1 ? 'a' : 'b'], 2, number === 1 ? '/next' : null),
        search: stay,
      }),
    );
    expect(all).toEqual({ count: 2, results: ['a', 'b'], hasNext: false, search: stay });
    expect(JSON.stringify(onePage(page(['a'], 9, 'http://backend:8000/x?page=2')))).not.toContain('backend');
  });

  it('stops on an empty page whose backend still claims a next one', async () => {
    let calls = 0;
    const items = await allItems(() => {
      calls += 1;
      return Promise.resolve(calls === 1 ? page([1], 99, '/more') : page([], 99, '/more'));
    });
    expect(items).toEqual([1]);
    expect(calls).toBe(2);
  });

  it('asks for the largest page, and for page 1 without a page number', () => {
    expect(pageQuery(1)).toEqual({ page_size: 100 });
    expect(pageQuery(2)).toEqual({ page: 2, page_size: 100 });
  });
});

describe('a cart answer without count, totals or session id', () => {
  const excursion = { id: 7, total: 1350.5 } as never;
  const tour = { id: 3, total: 9800 } as never;

  it('sums the parts and counts their items, and keeps the id it was asked with', () => {
    const cart = completeCart(
      { tours: { items: [tour] }, excursions: { items: [excursion, excursion] }, hotels: { items: [] } },
      'abcdefghij0123456789abcdefghij01',
    );
    expect(cart).toMatchObject({
      sessionid: 'abcdefghij0123456789abcdefghij01',
      count: 3,
      total: 12501,
      tours: { total: 9800 },
      excursions: { total: 2701 },
      hotels: { total: 0 },
    });
  });

  it('takes the backend’s figures where it sends them', () => {
    const cart = completeCart(
      {
        sessionid: 'new',
        tours: { items: [tour], total: 9000 },
        excursions: { items: [] },
        hotels: { items: [] },
        total: 9000,
      },
      'old',
    );
    expect(cart).toMatchObject({ sessionid: 'new', total: 9000, tours: { total: 9000 } });
    expect(completePart({ items: [excursion] })).toEqual({ items: [excursion], total: 1350.5 });
  });
});

describe('the backend’s English messages in Russian', () => {
  it.each([
    ['No active account found with the given credentials', 401, 'Неверный e-mail или пароль.'],
    ['Не найдено активной учетной записи с указанными данными', 401, 'Неверный e-mail или пароль.'],
    ['Не найдено активной учётной записи с указанными данными', 401, 'Неверный e-mail или пароль.'],
    ['Given token not valid for any token type', 401, 'Сеанс истёк. Войдите снова.'],
    ['Token is blacklisted', 401, 'Сеанс истёк. Войдите снова.'],
    ['Authentication credentials were not provided.', 401, 'Войдите, чтобы продолжить.'],
    [
      'CSRF Failed: CSRF token missing or incorrect.',
      403,
      'Не удалось подтвердить запрос. Обновите страницу и попробуйте снова.',
    ],
    [
      'Request was throttled. Expected available in 42 seconds.',
      429,
      'Слишком много попыток. Повторите через 42 с.',
    ],
    ['This field is required.', 400, 'Обязательное поле.'],
    ['Ensure this field has no more than 150 characters.', 400, 'Не длиннее 150 символов.'],
    ['Something nobody translated', 404, 'Не найдено.'],
    ['Something nobody translated', 500, 'Сервис временно недоступен. Попробуйте позже.'],
  ])('%s (%i) → %s', (message, status, russian) => {
    expect(inRussian(message, status)).toBe(russian);
  });

  it('leaves Russian messages and bare numbers alone', () => {
    expect(inRussian('Обязательное поле.', 400)).toBe('Обязательное поле.');
    expect(inRussian('Неправильная страница', 404)).toBe('Неправильная страница');
    expect(inRussian('42', 400)).toBe('42');
  });
});

describe('the token’s real lifetime decides when it is refreshed', () => {
  const jwt = (claims: Record<string, number>) =>
    `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

  it('a tenth of the lifetime, at most a minute', () => {
    expect(refreshAheadSeconds(jwt({ iat: 1000, exp: 2800 }))).toBe(60);
    expect(refreshAheadSeconds(jwt({ iat: 1000, exp: 1060 }))).toBe(6);
    expect(refreshAheadSeconds(jwt({ iat: 1000, exp: 1030 }))).toBe(3);
  });

  it('at least 3 seconds, or half of a shorter lifetime: a loaded backend must not see it end', () => {
    expect(refreshAheadSeconds(jwt({ iat: 1000, exp: 1020 }))).toBe(3);
    expect(refreshAheadSeconds(jwt({ iat: 1000, exp: 1005 }))).toBe(2.5);
    expect(refreshAheadSeconds(jwt({ iat: 1000, exp: 1004 }))).toBe(2);
  });

  it('a minute when the token does not say when it was issued', () => {
    expect(refreshAheadSeconds(jwt({ exp: 1060 }))).toBe(60);
    expect(tokenTimes('not-a-token')).toEqual({ issuedAt: null, expiresAt: null });
  });
});

describe('CSRF: which calls carry the token', () => {
  it('every method that changes something', () => {
    expect(['POST', 'PATCH', 'PUT', 'DELETE'].every(isUnsafeMethod)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isUnsafeMethod)).toBe(false);
  });
});

describe('a room asked for through ‘Написать’', () => {
  it('writes the stay in words', () => {
    expect(
      roomRequestText({
        hotel: 'Старый Псков',
        room: 'Семейный',
        stay: { date_from: '2026-12-04', date_to: '2026-12-07', nights: 3, room: '2-7-12' },
      }),
    ).toBe(
      'Здравствуйте! Хочу забронировать номер «Семейный» в отеле «Старый Псков»: заезд 04.12.2026, ' +
        'выезд 07.12.2026 (3\u00a0ночи), 2\u00a0взрослых, дети 7 и 12 лет.',
    );
    expect(
      roomRequestText({
        hotel: 'Изборск',
        room: 'Стандарт',
        stay: { date_from: '2026-12-04', date_to: '2026-12-05', nights: 1, room: '1-5' },
      }),
    ).toContain('(1\u00a0ночь), 1\u00a0взрослый, ребёнок 5\u00a0лет.');
  });
});
