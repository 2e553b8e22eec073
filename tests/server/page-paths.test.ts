import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_ADDRESS } from '../../server/in-process.ts';
import { keepDotsAsData } from '../../server/web/site.ts';
import { buildTestApp } from './helpers.ts';

let app: FastifyInstance;
let port: number;
/** The API calls the server's renders made. */
const calls: string[] = [];
beforeAll(async () => {
  app = await buildTestApp();
  app.addHook('onRequest', async (request) => {
    if (request.socket.remoteAddress === IN_PROCESS_ADDRESS) calls.push(request.url);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

/** A page's status and the API calls its render made; the path sent as it is (Node's client does not tidy it). */
function pageCalls(path: string): Promise<{ status: number; calls: string[] }> {
  calls.length = 0;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, calls: [...calls] }));
    }).on('error', reject);
  });
}

/** Every catch-all route of the app (src/routes/**\/$.tsx) and a path under it. */
const CATCH_ALLS = [
  '/',
  '/about/',
  '/excursions/',
  '/excursions/ekskursii-po-pskovu/',
  '/excursions_old/',
  '/excursions_old/events/',
  '/hotels/',
  '/hotels/staryj-pskov/',
  '/tours/',
  '/tours/events/',
  '/payment/',
];

/** Ways a climb out of the path has been written: raw, encoded, encoded twice, slashes encoded too. */
const CLIMBS = [
  '../../user/',
  '..%2f..%2fuser%2f/',
  '%2e%2e%2f%2e%2e%2fuser%2f/',
  '%2e%2e/%2e%2e/user/',
  '%2E./.%2e/api/configs/',
  '%252e%252e/%252e%252e/user/',
  '%25252e%25252e%25252fuser/',
  './',
  '%2e/',
];

describe('a page path is data', () => {
  it('keeps dot segments as data before the render parses the address', () => {
    expect(keepDotsAsData('/about/../user/?a=1')).toBe('/about/%252E%252E/user/?a=1');
    expect(keepDotsAsData('/about/%2e%2e/%2E/x/')).toBe('/about/%252E%252E/%252E%252E/x/');
    expect(keepDotsAsData('/tours/vyhodnogo-dnya/')).toBe('/tours/vyhodnogo-dnya/');
  });

  it('a 404 page that makes no call of its own makes only the frame’s calls', async () => {
    // `/payment/x/` is refused by its loader before any call: what is left is the frame's.
    const frame = await pageCalls('/payment/x/');
    expect(frame.status).toBe(404);
    // Hotel pages ask whether rooms can go into the cart, whatever the hotel.
    const fixed = [...frame.calls, '/api/cart/room/'];
    for (const prefix of CATCH_ALLS)
      for (const climb of CLIMBS) {
        const url = `${prefix}${climb}`;
        const page = await pageCalls(url);
        expect(page.status, url).toBe(404);
        expect(
          page.calls.filter((call) => !fixed.includes(call)),
          url,
        ).toEqual([]);
        // The frame's own calls once each: none of them was also reached by climbing.
        expect(page.calls.length, url).toBe(new Set(page.calls).size);
      }
  });

  it('a plain page still makes its calls (the table above proves something)', async () => {
    const page = await pageCalls('/about/');
    expect(page.status).toBe(200);
    expect(page.calls.some((call) => call.startsWith('/api/pages/about/'))).toBe(true);
  });
});
