import { describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers.ts';

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints its address, serves without the test tools, and stops cleanly on %s',
    async (signal) => {
      // As `npm start` runs on a public address: no test tools.
      const server = startServerProcess({ DEMO_DEV_TOOLS: '' });
      const address = await server.address;
      expect((await fetch(address)).status).toBe(200);
      expect((await fetch(`${address}api/configs/`)).status).toBe(200);
      // Nobody can read the demo's mail (login codes, restore links) or arm faults.
      expect((await fetch(`${address}api/dev/outbox/?to=demo@pskovtour.example`)).status).toBe(404);
      expect(
        (
          await fetch(`${address}api/dev/faults/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ path: '/api/cart/order/', status: 503, times: 1 }),
          })
        ).status,
      ).toBe(404);
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
    },
    30_000,
  );

  it('logs each request as a JSON line under its id, without cookies, tokens or query values', async () => {
    const server = startServerProcess({ LOG_REQUESTS: '1' });
    const address = await server.address;
    const response = await fetch(`${address}payment/1/?token=query-secret-42`, {
      headers: { cookie: 'sessionid=cookie-secret-42; refresh_token=refresh-secret-42' },
    });
    await response.text();
    const id = response.headers.get('x-request-id');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { url: string } });
    const own = lines.filter((line) => line.reqId === id);
    expect(own.find((line) => line.msg === 'incoming request')?.req?.url).toBe('/payment/1/?token=*');
    // The page's API calls are logged under the page's id.
    expect(own.some((line) => line.req?.url.startsWith('/api/'))).toBe(true);
    expect(own.some((line) => line.msg === 'request completed')).toBe(true);
    expect(server.output()).not.toMatch(/secret-42/);
  }, 30_000);
});
