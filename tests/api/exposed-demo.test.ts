import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hmac } from '../../server/api/lib/secrets.ts';
import {
  bearer,
  cleanTempDirs,
  DEMO,
  DEMO2,
  expectContract,
  expectDevTool,
  lastMail,
  login,
  makeApp,
  notifyPayment,
  orderOneExcursion,
  signedCallbackUrl,
  tempDatabase,
} from './helpers.ts';

/** The demo backend on a public address: nothing in it lets a stranger in, or lets them guess fast. */

const databasePath = tempDatabase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp(databasePath);
});
afterAll(async () => {
  await app.close();
  cleanTempDirs();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each test comes from an address of its own, so the per-address limits of one do not reach another. */
let lastAddress = 0;
const newAddress = () => `10.0.0.${++lastAddress}`;

const signIn = (username: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { username, password },
    remoteAddress,
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The backend on a real port: over HTTP a blocked event loop delays every visitor, which is what
 * these tests measure (inject() would run the requests one after another and hide it).
 */
async function listening(): Promise<string> {
  const server = await makeApp(tempDatabase());
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  servers.push(server);
  // Warmed up (request checks compiled, code optimised) by a sign-in that does not count against the limits.
  const warm = await fetch(`${address}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.email, password: DEMO.password }),
  });
  expect(warm.status).toBe(200);
  return address;
}
const servers: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function configsMs(base: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/configs/`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

/**
 * The median time of /api/configs/ asked again and again while `attack` runs. A blocked event loop
 * shows as answers that all wait, and few of them; a median leaves out the machine's own hiccups.
 */
async function configsMsDuring(base: string, attack: Promise<unknown>): Promise<number> {
  let settled = false;
  void attack.finally(() => (settled = true));
  const durations: number[] = [];
  while (!settled) durations.push(await configsMs(base));
  return median(durations);
}

async function idleConfigsMs(base: string): Promise<number> {
  const durations: number[] = [];
  for (let index = 0; index < 30; index++) durations.push(await configsMs(base));
  return median(durations);
}

const signInOver = (base: string, username: string) =>
  fetch(`${base}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'wrong-password' }),
  });

describe('the test tools', () => {
  it('are not there unless DEMO_DEV_TOOLS=1: the outbox and faults answer 404', async () => {
    const plain = await makeApp(tempDatabase(), { demoDevTools: false });
    try {
      const outbox = await plain.inject({ url: '/api/dev/outbox/?to=demo@pskovtour.example' });
      expect(outbox.statusCode).toBe(404);
      expectDevTool(outbox, 'listOutbox');
      const fault = await plain.inject({
        method: 'POST',
        url: '/api/dev/faults/',
        payload: { path: '/api/cart/order/', status: 503, times: 1 },
      });
      expect(fault.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('password sign-in', () => {
  it('the 20th wrong password gets 429 with Retry-After, while /api/configs/ stays fast', async () => {
    const base = await listening();
    const idle = await idleConfigsMs(base);
    const attempts = Promise.all(Array.from({ length: 20 }, () => signInOver(base, DEMO2.email)));
    const underAttack = await configsMsDuring(base, attempts);
    const answers = await attempts;

    const twentieth = answers[19]!;
    expect(twentieth.status).toBe(429);
    const retryAfter = Number(twentieth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(((await twentieth.json()) as { retry_after: number }).retry_after).toBe(retryAfter);
    // Only the first few were checked at all; the rest were turned away at once.
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    const ratio = underAttack / idle;
    console.info(
      `/api/configs/ median: idle ${idle.toFixed(2)} ms, under attack ${underAttack.toFixed(2)} ms (×${ratio.toFixed(1)})`,
    );
    // A hash on the event loop makes every answer wait for it: far past this bound, which noise stays under.
    expect(ratio).toBeLessThan(10);
  });

  it('hashes off the event loop: sign-ins being checked leave /api/configs/ fast', async () => {
    const base = await listening();
    const idle = await idleConfigsMs(base);
    // Different accounts, as many as one address may try: every one is hashed.
    const attempts = Promise.all(
      Array.from({ length: 10 }, (_, index) => signInOver(base, `nobody-${index}@example.com`)),
    );
    const underAttack = await configsMsDuring(base, attempts);
    expect((await attempts).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    const ratio = underAttack / idle;
    console.info(
      `/api/configs/ median: idle ${idle.toFixed(2)} ms, 10 hashing ${underAttack.toFixed(2)} ms (×${ratio.toFixed(1)})`,
    );
    // A hash on the event loop makes every answer wait for it: far past this bound, which noise stays under.
    expect(ratio).toBeLessThan(10);
  });

  it('waits longer after each try past the free ones, and lets the right password in after the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(DEMO.email, 'wrong-password', address)).statusCode).toBe(401);
    }
    const first = await signIn(DEMO.email, DEMO.password, address);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('30');
    expect(first.json<{ detail: string }>().detail).toMatch(/Повторите через 30 с/);

    vi.setSystemTime(Date.now() + 31_000);
    expect((await signIn(DEMO.email, 'wrong-password', address)).statusCode).toBe(401);
    expect((await signIn(DEMO.email, DEMO.password, address)).headers['retry-after']).toBe('60');

    vi.setSystemTime(Date.now() + 61_000);
    expect((await signIn(DEMO.email, DEMO.password, address)).statusCode).toBe(200);
    // Signed in: the account's count starts again.
    expect((await signIn(DEMO.email, 'wrong-password', address)).statusCode).toBe(401);
  });

  it('limits an address trying many accounts, not the others', async () => {
    const address = newAddress();
    for (let index = 0; index < 10; index++) {
      expect((await signIn(`spray-${index}@example.com`, 'password-1', address)).statusCode).toBe(401);
    }
    expect((await signIn('spray-10@example.com', 'password-1', address)).statusCode).toBe(429);
    expect((await signIn('spray-10@example.com', 'password-1', newAddress())).statusCode).toBe(401);
  });

  it('costs the same for an unknown e-mail as for a known one', async () => {
    const timed = async (username: string) => {
      const started = performance.now();
      expect((await signIn(username, 'wrong-password', newAddress())).statusCode).toBe(401);
      return performance.now() - started;
    };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/accounts/registration/',
      payload: {
        last_name: 'Орлова',
        first_name: 'Вера',
        email: 'vera@example.com',
        phone: '+7 (921) 000-11-33',
        password: 'vera-parol-1',
        password_confirm: 'vera-parol-1',
      },
    });
    expect(registered.statusCode).toBe(201);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < 5; index++) {
      known.push(await timed('vera@example.com'));
      unknown.push(await timed(`ghost-${index}@example.com`));
    }
    // Without a hash for the unknown one, the known one took tens of times longer.
    const ratio = median(known) / median(unknown);
    expect(ratio, `known ${known.join(', ')} ms; unknown ${unknown.join(', ')} ms`).toBeGreaterThan(1 / 3);
    expect(ratio, `known ${known.join(', ')} ms; unknown ${unknown.join(', ')} ms`).toBeLessThan(3);
  });
});

describe('the e-mailed code', () => {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const codeFrom = async (email: string) =>
    /код для входа: (\d{4})/i.exec((await lastMail(app, email)).body)![1]!;

  it('keeps its guess budget across a new code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = DEMO2.email;
    expect((await post('/api/auth/send_code/email/', { email })).statusCode).toBe(200);
    const first = await codeFrom(email);
    const wrong = first === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/api/auth/token/email/', { email, code: wrong })).statusCode).toBe(400);
    }
    vi.setSystemTime(Date.now() + 61_000);
    expect((await post('/api/auth/send_code/email/', { email })).statusCode).toBe(200);
    const second = await codeFrom(email);

    // Even the right new code waits: a new code is not five new guesses.
    const refused = await post('/api/auth/token/email/', { email, code: second });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectContract(refused, 'obtainTokenByEmailCode');

    vi.setSystemTime(Date.now() + Number(refused.headers['retry-after']) * 1000);
    expect((await post('/api/auth/token/email/', { email, code: second })).statusCode).toBe(200);
  });
});

describe('password restore letters', () => {
  it('are limited per e-mail: 429 with Retry-After', async () => {
    const restore = () =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/restore',
        payload: { email: DEMO.email },
        remoteAddress: newAddress(),
      });
    for (let letter = 0; letter < 3; letter++) expect((await restore()).statusCode).toBe(200);
    const refused = await restore();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectContract(refused, 'restorePassword');
  });
});

describe('orders placed without an account', () => {
  async function anonymousOrder(): Promise<{ id: number; payment_token: string }> {
    return expectContract(await orderOneExcursion(app), 'createOrder') as {
      id: number;
      payment_token: string;
    };
  }

  it('cannot be read or paid by their number: only with the token they were given', async () => {
    const order = await anonymousOrder();
    expect(order.payment_token).toMatch(/^[\w-]{32}$/);

    for (const query of ['', '?token=', `?token=${'x'.repeat(32)}`]) {
      const read = await app.inject({ url: `/api/payment/cost_selection/${order.id}/${query}` });
      expect(read.statusCode).toBe(404);
      expectContract(read, 'getCostSelection');
    }
    const unpaid = await app.inject({
      method: 'POST',
      url: `/api/payment/yookassa/create/${order.id}/?type_payment=full`,
    });
    expect(unpaid.statusCode).toBe(404);

    const read = await app.inject({
      url: `/api/payment/cost_selection/${order.id}/?token=${order.payment_token}`,
    });
    expect(read.statusCode).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payment/yookassa/create/${order.id}/?type_payment=full&token=${order.payment_token}`,
    });
    expect(paid.statusCode).toBe(200);
  });

  it('mails the payment link with the token', async () => {
    const order = await anonymousOrder();
    const letter = await lastMail(app, 'olga@example.com');
    expect(letter.body).toContain(`/payment/${order.id}/?token=${order.payment_token}`);
  });

  it('an account’s order has no token and opens with its owner’s sign-in', async () => {
    const tokens = await login(app, DEMO);
    const history = await app.inject({ url: '/api/order/history/list/', headers: bearer(tokens.access) });
    const own = history.json<{ results: Array<{ id: number; payment_token: string | null }> }>().results[0]!;
    expect(own.payment_token).toBeNull();
    const read = await app.inject({
      url: `/api/payment/cost_selection/${own.id}/`,
      headers: bearer(tokens.access),
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('the payment callback', () => {
  async function pendingPayment(): Promise<{ paymentId: string; orderId: number; token: string }> {
    const order = (await orderOneExcursion(app)).json<{ id: number; payment_token: string }>();
    const payment = (
      await app.inject({
        method: 'POST',
        url: `/api/payment/yookassa/create/${order.id}/?type_payment=full&token=${order.payment_token}`,
      })
    ).json<{ payment_id: string }>();
    return { paymentId: payment.payment_id, orderId: order.id, token: order.payment_token };
  }
  const statusOf = async ({ orderId, token }: { orderId: number; token: string }) =>
    (await app.inject({ url: `/api/payment/cost_selection/${orderId}/?token=${token}` })).json<{
      status: string;
    }>().status;

  it('refuses an unsigned or altered notification, and takes the signed one', async () => {
    const payment = await pendingPayment();
    const unsigned = await app.inject({
      method: 'POST',
      url: `/api/payment/yookassa/callback/?payment_id=${payment.paymentId}&event=payment.succeeded`,
    });
    expect(unsigned.statusCode).toBe(400);
    expectContract(unsigned, 'yookassaCallback');

    const canceled = new URL(await signedCallbackUrl(app, payment.paymentId, 'payment.canceled'), 'http://x');
    const altered = [
      // The cancellation's signature on a success.
      canceled.search.replace('event=payment.canceled', 'event=payment.succeeded'),
      // A made-up signature.
      canceled.search
        .replace('event=payment.canceled', 'event=payment.succeeded')
        .replace(/signature=\w+/, `signature=${'a'.repeat(64)}`),
    ];
    for (const search of altered) {
      const refused = await app.inject({ method: 'POST', url: `${canceled.pathname}${search}` });
      expect(refused.statusCode).toBe(403);
      expectContract(refused, 'yookassaCallback');
    }
    expect(await statusOf(payment)).toBe('new');

    const signed = await notifyPayment(app, payment.paymentId, 'payment.succeeded');
    expect(signed.statusCode).toBe(200);
    expect(await statusOf(payment)).toBe('paid');
  });

  it('answers 404 to a signed notification of a payment it does not know', async () => {
    const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
    const { value: secret } = db.prepare("SELECT value FROM app_secret WHERE key = 'payment'").get() as {
      value: string;
    };
    db.close();
    const paymentId = 'f'.repeat(32);
    const signature = hmac(secret, `${paymentId}:payment.succeeded`);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/payment/yookassa/callback/?payment_id=${paymentId}&event=payment.succeeded&signature=${signature}`,
    });
    expect(unknown.statusCode).toBe(404);
    expectContract(unknown, 'yookassaCallback');
  });
});
