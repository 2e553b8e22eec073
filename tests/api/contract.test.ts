import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableExcursionEvent,
  availableTourEvent,
  bearer,
  cleanTempDirs,
  expectContract,
  login,
  makeApp,
  multipart,
  notifyPayment,
  operations,
  DEMO,
} from './helpers.ts';
import { openapiDocument } from '../../server/api/contract/document.ts';

/**
 * Calls every operation of contract/openapi.yaml against a fresh database and validates each answer against
 * the document: an undeclared status or a body outside its schema fails.
 */

let app: FastifyInstance;
let tokens: { access: string; refresh: string };
const state: {
  sessionid?: string;
  orderId?: number;
  paymentId?: string;
  touristId?: number;
  userId?: number;
} = {};

beforeAll(async () => {
  app = await makeApp();
  tokens = await login(app);
});
afterAll(async () => {
  await app.close();
  cleanTempDirs();
});

const auth = () => bearer(tokens.access);
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const json = (
  method: 'POST' | 'PATCH',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => app.inject({ method, url, payload: payload as object, headers });

/** One happy-path call per operation, in an order where later calls can use what earlier ones made. */
const CALLS: Array<[string, () => Promise<LightMyRequestResponse>]> = [
  ['getConfigs', () => get('/api/configs/')],
  ['getMenus', () => get('/api/menus/')],
  ['listCountries', () => get('/api/countries/')],
  ['listDocumentTypes', () => get('/api/document_types/')],
  ['listCities', () => get('/api/cities/')],
  ['listLocations', () => get('/api/locations/')],
  ['listTourLocations', () => get('/api/tour_locations/')],
  ['listTourHotels', () => get('/api/tour_hotels/')],
  ['listHotels', () => get('/api/hotels/')],
  ['listExcursions', () => get('/api/excursions/?tourists=2')],
  ['getCatalogExcursion', () => get('/api/catalog/excursions/pskov-obzornye/pskovskij-kreml/?tourists=1')],
  ['getExcursionGroupById', () => get('/api/catalog/group_excursion_detail/1/')],
  ['listExcursionGroups', () => get('/api/catalog/group_excursions/')],
  ['getExcursionGroup', () => get('/api/catalog/group_excursions/izborsk-pechory/')],
  ['listOldExcursionGroups', () => get('/api/catalog/group_excursion_list/')],
  ['listMainExcursionGroups', () => get('/api/main/group_excursions/')],
  ['listCatalogHotels', () => get('/api/catalog/hotels/?room=2-7')],
  ['getCatalogHotel', () => get('/api/catalog/hotels/staryj-pskov/')],
  ['getRoomType', () => get('/api/catalog/room_type/staryj-pskov/family/?room=2-5-9')],
  ['getCatalogTour', () => get('/api/catalog/tours/vyhodnogo-dnya/pskov-izborsk-pechory-2-dnya/')],
  ['listTourGroups', () => get('/api/catalog/group_tours/')],
  ['getTourGroup', () => get('/api/catalog/group_tours/mnogodnevnye/')],
  ['listMainTourGroups', () => get('/api/main/group_tours/')],
  ['listHeaderDropdownBanners', () => get('/api/banners/header_dropdowns/')],
  ['listMainBlueBanners', () => get('/api/banners/main_blue_banners/')],
  ['listMainOffersRightBanners', () => get('/api/banners/main_offers_right/')],
  ['listMainOffersSliderBanners', () => get('/api/banners/main_offers_slider/')],
  ['getFeedbackForm', () => get('/api/feedback/header_write_us/')],
  [
    'submitFeedback',
    () => {
      const form = multipart({
        name: 'Анна',
        email: 'anna@example.com',
        message: 'Есть ли экскурсии на английском?',
        client_id: 'contract-0001',
      });
      return app.inject({ method: 'POST', url: '/api/feedback/header_write_us/process/', ...form });
    },
  ],
  ['getPage', () => get('/api/pages/about/policy/?utm_source=test')],
  ['getPageExtended', () => get('/api/pages/about/extended/')],
  ['listReviews', () => get('/api/reviews/?page=2&page_size=5')],
  // auth
  ['obtainToken', () => json('POST', '/api/auth/token/', { username: DEMO.email, password: DEMO.password })],
  ['verifyToken', () => json('POST', '/api/auth/token/verify/', { token: tokens.access })],
  ['refreshToken', () => json('POST', '/api/auth/token/refresh/', { refresh: tokens.refresh })],
  ['sendEmailCode', () => json('POST', '/api/auth/send_code/email/', { email: 'ivanov@pskovtour.example' })],
  [
    'obtainTokenByEmailCode',
    () => json('POST', '/api/auth/token/email/', { email: 'ivanov@pskovtour.example', code: 'abcd' }),
  ],
  [
    'register',
    () =>
      json('POST', '/api/accounts/registration/', {
        last_name: 'Петрова',
        first_name: 'Мария',
        email: 'maria@example.com',
        phone: '+7 (921) 555-44-33',
        password: 'novyj-parol-1',
        password_confirm: 'novyj-parol-1',
      }),
  ],
  ['restorePassword', () => json('POST', '/api/accounts/restore', { email: 'maria@example.com' })],
  [
    'setPassword',
    () =>
      json('PATCH', '/api/accounts/set-password', {
        access_token: tokens.access,
        password: DEMO.password,
        confirm_password: DEMO.password,
      }),
  ],
  // account
  [
    'getCurrentUser',
    async () => {
      const response = await get('/api/user/', auth());
      state.userId = response.json<{ id: number }>().id;
      return response;
    },
  ],
  ['updateCurrentUser', () => json('PATCH', '/api/user/', { patronymic: 'Сергеевна', gender: 1 }, auth())],
  ['getUser', () => get(`/api/user/${state.userId}/`, auth())],
  [
    'updateUser',
    () => {
      const form = multipart({ first_name: 'Анна', phone: '+7 (911) 350-12-34', birth_date: '1988-04-12' });
      return app.inject({
        method: 'PATCH',
        url: `/api/user/${state.userId}/`,
        payload: form.payload,
        headers: { ...form.headers, ...auth() },
      });
    },
  ],
  ['listUserCourses', () => get('/api/user/courses/', auth())],
  ['listTourists', () => get('/api/user/tourists/', auth())],
  [
    'createTourist',
    async () => {
      const response = await json(
        'POST',
        '/api/user/tourists/',
        { last_name: 'Смирнова', first_name: 'Вера', birth_date: '2016-05-01', gender: 1, country: 1 },
        auth(),
      );
      state.touristId = response.json<{ id: number }>().id;
      return response;
    },
  ],
  [
    'updateTourist',
    () =>
      json(
        'PATCH',
        `/api/user/tourists/${state.touristId}/`,
        { document_number: 'II-ДО 123456', document_type: 2 },
        auth(),
      ),
  ],
  [
    'deleteTourist',
    () => app.inject({ method: 'DELETE', url: `/api/user/tourists/${state.touristId}`, headers: auth() }),
  ],
  // cart
  [
    'getSession',
    async () => {
      const response = await get('/api/user/session/');
      state.sessionid = response.json<{ sessionid: string }>().sessionid;
      return response;
    },
  ],
  ['getCart', () => get(`/api/cart/?sessionid=${state.sessionid}`)],
  ['probeRoomCart', () => app.inject({ method: 'OPTIONS', url: '/api/cart/room/' })],
  [
    'addExcursionToCart',
    async () => {
      const event = await availableExcursionEvent(app, 2);
      return json('PATCH', `/api/cart/excursion/?sessionid=${state.sessionid}`, {
        event_id: event.id,
        tourists: { vzroslyi: 1, rebenok: 1 },
      });
    },
  ],
  [
    'addTourToCart',
    async () => {
      const event = await availableTourEvent(app);
      return json('PATCH', `/api/cart/tour/?sessionid=${state.sessionid}`, {
        event_id: event.id,
        tourists: { vzroslyi: 2 },
      });
    },
  ],
  [
    'addRoomToCart',
    async () => {
      const hotel = (await get('/api/catalog/hotels/izborskij/?room=2')).json<{
        search: { date_from: string; date_to: string };
        room_types: Array<{ id: number }>;
      }>();
      return json('PATCH', `/api/cart/room/?sessionid=${state.sessionid}`, {
        room_type_id: hotel.room_types[0]!.id,
        date_from: hotel.search.date_from,
        date_to: hotel.search.date_to,
        room: '2',
      });
    },
  ],
  [
    'deleteCartItems',
    async () => {
      const cart = (await get(`/api/cart/?sessionid=${state.sessionid}`)).json<{
        hotels: { items: Array<{ id: number }> };
      }>();
      return app.inject({
        method: 'DELETE',
        url: `/api/cart/?sessionid=${state.sessionid}&rooms=${cart.hotels.items.map((item) => item.id).join(',')}`,
      });
    },
  ],
  [
    'createOrder',
    async () => {
      const response = await json(
        'POST',
        `/api/cart/order/?sessionid=${state.sessionid}`,
        {
          last_name: 'Смирнова',
          first_name: 'Анна',
          email: DEMO.email,
          phone: '+7 (911) 350-12-34',
          comment: 'Контрактный тест',
          participants: [
            { last_name: 'Смирнова', first_name: 'Анна', birth_date: '1990-06-15' },
            { last_name: 'Смирнов', first_name: 'Глеб', patronymic: 'Андреевич' },
          ],
          personal_data_consent: true,
        },
        auth(),
      );
      state.orderId = response.json<{ id: number }>().id;
      return response;
    },
  ],
  ['listOrderHistory', () => get('/api/order/history/list/?completed=false', auth())],
  ['getOrder', () => get(`/api/order/history/${state.orderId}/`, auth())],
  // payment
  ['getCostSelection', () => get(`/api/payment/cost_selection/${state.orderId}/`, auth())],
  [
    'createYookassaPayment',
    async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/payment/yookassa/create/${state.orderId}/?type_payment=prepayment`,
        headers: auth(),
      });
      state.paymentId = response.json<{ payment_id: string }>().payment_id;
      return response;
    },
  ],
  ['getPaymentStandIn', () => get(`/api/payment/yookassa/checkout/${state.paymentId}/`)],
  ['yookassaCallback', () => notifyPayment(app, state.paymentId!, 'payment.succeeded')],
  // demo
  ['getMediaImage', () => get('/api/media/img/pskovskij-kreml/168x168.png')],
  ['logout', () => json('POST', '/api/auth/logout/', { refresh: tokens.refresh })],
];

describe('the OpenAPI contract', () => {
  it('has a call for every operation of the document, and no call for an unknown one', () => {
    const documented = operations.map((operation) => operation.operationId).sort();
    expect(CALLS.map(([operationId]) => operationId).sort()).toEqual(documented);
  });

  it('answers every operation inside the contract on a fresh database', async () => {
    for (const [operationId, call] of CALLS) {
      const response = await call();
      expect(response.statusCode, `${operationId}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      const operation = operations.find((candidate) => candidate.operationId === operationId)!;
      if (operationId === 'getPaymentStandIn') {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('Оплатить');
        expect(response.body).toContain('Отменить');
        continue;
      }
      if (operationId === 'getMediaImage') {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
        expect(response.rawPayload.readUInt32BE(16)).toBe(168);
        continue;
      }
      if (response.statusCode === 204) {
        expect(Object.keys(operation.responses)).toContain('204');
        continue;
      }
      expectContract(response, operationId);
      // Expected non-2xx answers of this happy path: a code that was never mailed.
      if (operationId !== 'obtainTokenByEmailCode')
        expect(response.statusCode, operationId).toBeLessThan(300);
    }
  });

  it('serves pictures at every size docs/product.md#constants names, OG images as raster', async () => {
    for (const [size, width, height] of [
      ['168x168', 168, 168],
      ['512x240', 512, 240],
      ['1056x512', 1056, 512],
      ['420x280', 420, 280],
    ] as const) {
      const response = await get(`/api/media/img/banner-test/${size}.png`);
      expect(response.statusCode).toBe(200);
      expect([response.rawPayload.readUInt32BE(16), response.rawPayload.readUInt32BE(20)]).toEqual([
        width,
        height,
      ]);
    }
    const config = (await get('/api/configs/')).json<Record<string, string>>();
    expect(config.SITE_IMAGE).toMatch(/\.png$/);
    expect((await get(config.SITE_IMAGE!)).statusCode).toBe(200);
    expect((await get('/api/media/img/x/999x999.png')).statusCode).toBe(404);
    expect((await get('/api/media/img/..%2Fetc/168x168.png')).statusCode).toBe(404);
  });
});

/** A concrete URL for an operation's path template (ids and slugs that may or may not exist). */
const sampleUrl = (path: string) =>
  path
    .replace('{id}', '1')
    .replace('{path}', 'pskov-obzornye')
    .replace('{slug}', 'about')
    .replace('{key}', 'header_write_us')
    .replace('{payment_id}', 'ffffffffffffffffffffffffffffffff')
    .replace('{name}', 'site')
    .replace('{size}', '168x168');

describe('errors inside the contract, for every operation', () => {
  const documented = (
    openapiDocument as unknown as { paths: Record<string, Record<string, OperationObject>> }
  ).paths;
  type OperationObject = {
    operationId?: string;
    security?: Array<Record<string, unknown>>;
    requestBody?: { content: Record<string, unknown> };
  };
  const all = operations.map((operation) => {
    const raw = documented[operation.path]![operation.method]!;
    return { ...operation, raw };
  });

  it('answers 401 in the contract to every protected call without a token', async () => {
    const protectedOps = all.filter(
      (op) => op.raw.security?.length && op.raw.security.every((entry) => 'jwtAccessToken' in entry),
    );
    expect(protectedOps.length).toBeGreaterThan(10);
    for (const op of protectedOps) {
      const response = await app.inject({
        method: op.method.toUpperCase() as 'GET',
        url: sampleUrl(op.path),
      });
      expect(response.statusCode, op.operationId).toBe(401);
      expectContract(response, op.operationId);
    }
  });

  it('answers malformed JSON and a wrong content type in the contract for every JSON-body call', async () => {
    const withJson = all.filter((op) => op.raw.requestBody?.content['application/json']);
    expect(withJson.length).toBeGreaterThan(15);
    for (const op of withJson) {
      const url = `${sampleUrl(op.path)}?sessionid=0123456789abcdef0123456789abcdef`;
      const method = op.method.toUpperCase() as 'POST';
      // Malformed JSON, a wrong content type, a body over the limit.
      for (const [payload, contentType, status] of [
        ['{"oops": ', 'application/json', 400],
        ['a=1', 'text/plain', 415],
        [JSON.stringify({ padding: 'x'.repeat(1_100_000) }), 'application/json', 413],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          payload,
          headers: { 'content-type': contentType, ...auth() },
        });
        expect(response.statusCode, op.operationId).toBe(status);
        expectContract(response, op.operationId);
      }
    }
  });
});

describe('the contract checker itself', () => {
  const fake = (statusCode: number, body: unknown) =>
    ({
      statusCode,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      json: () => body,
    }) as unknown as LightMyRequestResponse;

  it('fails a body that misses a required field', () => {
    expect(() => expectContract(fake(200, { access: 'a' }), 'obtainToken')).toThrow(/refresh/);
  });

  it('fails a status the operation does not declare', () => {
    expect(() => expectContract(fake(418, { detail: 'a' }), 'obtainToken')).toThrow(/not in the contract/);
  });
});
