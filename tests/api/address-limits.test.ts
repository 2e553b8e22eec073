import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectContract, makeApp } from './helpers.ts';

// Per-client-address limits (decision backend-005), as a public demo answers them: the test tools
// (DEMO_DEV_TOOLS=1), with which end-to-end runs register from 127.0.0.1 again and again, relax them.

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp(undefined, { demoDevTools: false });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

const register = (email: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/accounts/registration/',
    headers: from(address),
    payload: {
      last_name: 'Смирнова',
      first_name: 'Анна',
      email,
      phone: '+7 (921) 000-11-22',
      password: 'parol-anny-1',
      password_confirm: 'parol-anny-1',
    },
  });

describe('registrations per address', () => {
  it('5 an hour from one address, then 429 with Retry-After; a form that fails its checks does not count', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/accounts/registration/',
      headers: from('203.0.113.20'),
      payload: { last_name: '', first_name: '', email: 'x', phone: '', password: '', password_confirm: '' },
    });
    expect(bad.statusCode).toBe(400);
    for (let index = 0; index < 5; index++)
      expect((await register(`anna${index}@example.com`, '203.0.113.20')).statusCode).toBe(201);
    const refused = await register('anna5@example.com', '203.0.113.20');
    expect(refused.statusCode).toBe(429);
    const body = expectContract(refused, 'register') as { detail: string; retry_after: number };
    expect(body.detail).toMatch(/^Слишком много регистраций с вашего адреса\. Повторите через \d+ мин\.$/);
    expect(refused.headers['retry-after']).toBe(String(body.retry_after));
    expect(body.retry_after).toBeGreaterThan(3500);
    // Another address registers.
    expect((await register('anna5@example.com', '203.0.113.21')).statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + body.retry_after * 1000);
    expect((await register('anna6@example.com', '203.0.113.20')).statusCode).toBe(201);
  });
});

describe('wrong e-mail codes per address', () => {
  it('20 wrong codes from one address, whichever accounts they were for; then 429 with Retry-After', async () => {
    const emails = [1, 2, 3, 4, 5].map((index) => `kod${index}@example.com`);
    for (const [index, email] of emails.entries()) {
      expect((await register(email, `198.51.100.${index + 1}`)).statusCode).toBe(201);
      const sent = await app.inject({
        method: 'POST',
        url: '/api/auth/send_code/email/',
        payload: { email },
      });
      expect(sent.statusCode).toBe(200);
    }
    const guess = (email: string, address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/token/email/',
        headers: from(address),
        // Never a right code: codes are four digits.
        payload: { email, code: 'xxxx' },
      });
    // Five accounts, five wrong codes each allowed by their own limits: the address's runs out first.
    for (const email of emails.slice(0, 4))
      for (let index = 0; index < 5; index++)
        expect((await guess(email, '203.0.113.30')).statusCode).toBe(400);
    const refused = await guess(emails[4]!, '203.0.113.30');
    expect(refused.statusCode).toBe(429);
    const body = expectContract(refused, 'obtainTokenByEmailCode') as { detail: string; retry_after: number };
    expect(body.detail).toMatch(/^Слишком много неверных кодов\. Повторите через/);
    expect(Number(refused.headers['retry-after'])).toBe(body.retry_after);
    // The account itself was not charged: from another address its guesses go on.
    expect((await guess(emails[4]!, '203.0.113.31')).statusCode).toBe(400);
  });
});
