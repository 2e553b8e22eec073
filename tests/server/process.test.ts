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
});
