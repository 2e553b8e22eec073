import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, DEMO, DEMO2, expectContract, lastMail, login, fileDemoApp } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('password login', () => {
  it('logs in, verifies, refreshes and logs out, after which the refresh token is dead', async () => {
    const login = await post('/api/auth/token/', { username: DEMO.email, password: DEMO.password });
    const tokens = expectContract(login, 'obtainToken') as { access: string; refresh: string };

    expect(
      expectContract(await post('/api/auth/token/verify/', { token: tokens.access }), 'verifyToken'),
    ).toEqual({});
    expect((await post('/api/auth/token/verify/', { token: tokens.refresh })).statusCode).toBe(200);

    const refreshed = expectContract(
      await post('/api/auth/token/refresh/', { refresh: tokens.refresh }),
      'refreshToken',
    ) as {
      access: string;
    };
    const me = await app.inject({ url: '/api/user/', headers: bearer(refreshed.access) });
    expect((expectContract(me, 'getCurrentUser') as { email: string }).email).toBe(DEMO.email);

    expect((await post('/api/auth/logout/', { refresh: tokens.refresh })).statusCode).toBe(200);
    const afterLogout = await post('/api/auth/token/refresh/', { refresh: tokens.refresh });
    expect(afterLogout.statusCode).toBe(401);
    expect(expectContract(afterLogout, 'refreshToken')).toMatchObject({ code: 'token_not_valid' });
    expect((await post('/api/auth/token/verify/', { token: tokens.refresh })).statusCode).toBe(401);
    // Logging out twice is harmless.
    expect((await post('/api/auth/logout/', { refresh: tokens.refresh })).statusCode).toBe(200);
  });

  it('rejects a wrong password with details.errors', async () => {
    const response = await post('/api/auth/token/', { username: DEMO.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    const body = expectContract(response, 'obtainToken') as { details: { errors: string[] } };
    expect(body.details.errors[0]).toBe('Неверный e-mail или пароль.');
    // An address with no account is told the same: nobody learns who has one.
    const unknown = await post('/api/auth/token/', {
      username: 'ghost@example.com',
      password: 'wrong-password',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(response.json());
  });

  it('answers 401 for missing, malformed and expired access tokens', async () => {
    const none = await app.inject({ url: '/api/user/' });
    expect(none.statusCode).toBe(401);
    expectContract(none, 'getCurrentUser');
    const bad = await app.inject({ url: '/api/user/', headers: bearer('not.a.token') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'token_not_valid' });

    const tokens = await login(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1801 * 1000);
    expect((await app.inject({ url: '/api/user/', headers: bearer(tokens.access) })).statusCode).toBe(401);
    // The refresh token lives 30 days.
    expect((await post('/api/auth/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2_592_000 * 1000);
    expect((await post('/api/auth/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
  });

  it('refuses the access token presented with a sign-out from then on, until it expires', async () => {
    const tokens = await login(app);
    const other = await login(app);
    expect((await app.inject({ url: '/api/user/', headers: bearer(tokens.access) })).statusCode).toBe(200);
    const logout = await post('/api/auth/logout/', { refresh: tokens.refresh }, bearer(tokens.access));
    expect(logout.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/user/', headers: bearer(tokens.access) });
    expect(after.statusCode).toBe(401);
    expect(expectContract(after, 'getCurrentUser')).toMatchObject({ code: 'token_not_valid' });
    expect((await post('/api/auth/token/verify/', { token: tokens.access })).statusCode).toBe(401);
    // Another session's access token is not touched.
    expect((await app.inject({ url: '/api/user/', headers: bearer(other.access) })).statusCode).toBe(200);
    // Without a body, the header's token is refused too (and the user's refresh tokens revoked).
    const third = await login(app);
    expect((await post('/api/auth/logout/', undefined, bearer(third.access))).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user/', headers: bearer(third.access) })).statusCode).toBe(401);
    // A bad or expired header token does not fail the sign-out.
    expect((await post('/api/auth/logout/', {}, bearer('not.a.token'))).statusCode).toBe(200);
  });

  it('does not accept a refresh token as an access token', async () => {
    const tokens = await login(app);
    expect((await app.inject({ url: '/api/user/', headers: bearer(tokens.refresh) })).statusCode).toBe(401);
  });
});

describe('e-mail code login', () => {
  const codeFrom = async (email: string) =>
    /код для входа: (\d{4})/i.exec((await lastMail(app, email)).body)![1]!;

  it('mails a 4-digit code, refuses a wrong one and logs in with the right one', async () => {
    const sent = await post('/api/auth/send_code/email/', { email: DEMO2.email });
    expect(expectContract(sent, 'sendEmailCode')).toMatchObject({ code_length: 4, resend_after: 60 });
    const code = await codeFrom(DEMO2.email);

    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await post('/api/auth/token/email/', { email: DEMO2.email, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(
      (expectContract(wrong, 'obtainTokenByEmailCode') as { details: { non_field_errors: string[] } }).details
        .non_field_errors[0],
    ).toMatch(/Неверный код/);

    const right = await post('/api/auth/token/email/', { email: DEMO2.email, code });
    const tokens = expectContract(right, 'obtainTokenByEmailCode') as { access: string };
    const me = await app.inject({ url: '/api/user/', headers: bearer(tokens.access) });
    expect(me.json<{ email: string }>().email).toBe(DEMO2.email);

    // A used code cannot be used again.
    expect((await post('/api/auth/token/email/', { email: DEMO2.email, code })).statusCode).toBe(400);
  });

  it('refuses a resend within 60 s and allows it after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3600_000);
    expect((await post('/api/auth/send_code/email/', { email: DEMO.email })).statusCode).toBe(200);
    const early = await post('/api/auth/send_code/email/', { email: DEMO.email });
    expect(early.statusCode).toBe(429);
    expect((expectContract(early, 'sendEmailCode') as { retry_after: number }).retry_after).toBeGreaterThan(
      0,
    );
    vi.setSystemTime(Date.now() + 61_000);
    expect((await post('/api/auth/send_code/email/', { email: DEMO.email })).statusCode).toBe(200);
  });

  it('expires codes after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7200_000);
    await post('/api/auth/send_code/email/', { email: DEMO.email });
    const code = await codeFrom(DEMO.email);
    vi.setSystemTime(Date.now() + 601_000);
    const late = await post('/api/auth/token/email/', { email: DEMO.email, code });
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.json())).toMatch(/истёк/);
  });

  it('bounds the attempts: after 5 wrong codes even the right one is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_800_000);
    await post('/api/auth/send_code/email/', { email: DEMO.email });
    const code = await codeFrom(DEMO.email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/api/auth/token/email/', { email: DEMO.email, code: wrong })).statusCode).toBe(400);
    }
    const blocked = await post('/api/auth/token/email/', { email: DEMO.email, code });
    expect(blocked.statusCode).toBe(400);
    expect(JSON.stringify(blocked.json())).toMatch(/попыток/);
  });

  it('tells an unknown e-mail under details.errors', async () => {
    const response = await post('/api/auth/send_code/email/', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, 'sendEmailCode')).toMatchObject({
      details: { errors: [expect.any(String)] },
    });
  });
});

describe('registration and passwords', () => {
  const payload = {
    last_name: 'Кузнецов',
    first_name: 'Олег',
    patronymic: '',
    email: 'oleg@example.com',
    phone: '+7 (921) 000-11-22',
    password: 'parol-olega-1',
    password_confirm: 'parol-olega-1',
  };

  it('registers, logs the new user in, and refuses the same e-mail again in Russian', async () => {
    const created = await post('/api/accounts/registration/', payload);
    expect(created.statusCode).toBe(201);
    const body = expectContract(created, 'register') as {
      user: { email: string; phone: string };
      access: string;
    };
    expect(body.user).toMatchObject({ email: 'oleg@example.com', phone: '+79210001122' });
    expect((await app.inject({ url: '/api/user/', headers: bearer(body.access) })).statusCode).toBe(200);
    expect((await lastMail(app, 'oleg@example.com')).kind).toBe('registration');

    const again = await post('/api/accounts/registration/', { ...payload, email: 'OLEG@example.com' });
    expect(again.statusCode).toBe(400);
    const errors = (expectContract(again, 'register') as { details: { errors: string[]; email: string[] } })
      .details;
    expect(errors.errors).toContain('Пользователь с таким e-mail уже зарегистрирован.');
    expect(errors.email).toContain('Пользователь с таким e-mail уже зарегистрирован.');
  });

  it('lists every problem of a bad registration', async () => {
    const response = await post('/api/accounts/registration/', {
      ...payload,
      email: 'not-an-email',
      phone: '12345',
      password: 'short',
      password_confirm: 'other',
    });
    expect(response.statusCode).toBe(400);
    const details = (expectContract(response, 'register') as { details: Record<string, string[]> }).details;
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining(['email', 'phone', 'password', 'password_confirm', 'errors']),
    );
    expect(details.errors!.length).toBeGreaterThanOrEqual(4);
  });

  it('restores a password by the mailed token, once, and revokes old sessions', async () => {
    const before = await post('/api/auth/token/', {
      username: 'oleg@example.com',
      password: 'parol-olega-1',
    });
    const oldTokens = before.json<{ refresh: string }>();
    expectContract(await post('/api/accounts/restore', { email: 'oleg@example.com' }), 'restorePassword');
    const restoreLetter = (await lastMail(app, 'oleg@example.com')).body;
    // The link is absolute and the only place the token is: it is never shown as text.
    expect(restoreLetter).toMatch(/https?:\/\/[^\s/]+\/password-recovery\/\?token=[\w-]+/);
    expect(restoreLetter.match(/token=|Токен/g)).toHaveLength(1);
    const token = /token=([\w-]+)/.exec(restoreLetter)![1]!;

    const mismatch = await app.inject({
      method: 'PATCH',
      url: '/api/accounts/set-password',
      payload: { access_token: token, password: 'novyj-parol-2', confirm_password: 'drugoj-parol' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(expectContract(mismatch, 'setPassword')).toMatchObject({
      details: { confirm_password: [expect.any(String)] },
    });

    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/accounts/set-password',
      payload: { access_token: token, password: 'novyj-parol-2', confirm_password: 'novyj-parol-2' },
    });
    // A restore answers no tokens: whoever holds the link signs in with the new password.
    expect(expectContract(ok, 'setPassword')).toEqual({ detail: 'Пароль изменён.' });
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/api/auth/token/', { username: 'oleg@example.com', password: 'novyj-parol-2' }))
        .statusCode,
    ).toBe(200);
    const stale = await post('/api/auth/token/refresh/', { refresh: oldTokens.refresh });
    expect(stale.statusCode).toBe(401);
    expect(expectContract(stale, 'refreshToken')).toMatchObject({ code: 'token_not_valid' });

    const reused = await app.inject({
      method: 'PATCH',
      url: '/api/accounts/set-password',
      payload: { access_token: token, password: 'tretij-parol-3', confirm_password: 'tretij-parol-3' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('changes the password of a logged-in user with the access token', async () => {
    const tokens = (
      await post('/api/auth/token/', { username: 'oleg@example.com', password: 'novyj-parol-2' })
    ).json<{
      access: string;
    }>();
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/accounts/set-password',
      payload: {
        access_token: tokens.access,
        password: 'parol s probelom',
        confirm_password: 'parol s probelom',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/пробел/);
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/accounts/set-password',
      payload: { access_token: tokens.access, password: 'chetvertyj-4', confirm_password: 'chetvertyj-4' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a password change ends every other session; the session that made it goes on with a new pair', async () => {
    const signIn = async () =>
      (await post('/api/auth/token/', { username: 'oleg@example.com', password: 'chetvertyj-4' })).json<{
        access: string;
        refresh: string;
      }>();
    const mine = await signIn();
    const elsewhere = await signIn();
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/accounts/set-password',
      payload: { access_token: mine.access, password: 'pyatyj-parol-5', confirm_password: 'pyatyj-parol-5' },
    });
    expect(changed.statusCode).toBe(200);
    const pair = expectContract(changed, 'setPassword') as {
      detail: string;
      access: string;
      refresh: string;
    };
    expect(pair.detail).toBe('Пароль изменён.');
    expect(typeof pair.access).toBe('string');
    for (const refresh of [mine.refresh, elsewhere.refresh]) {
      const refused = await post('/api/auth/token/refresh/', { refresh });
      expect(refused.statusCode).toBe(401);
      expect(expectContract(refused, 'refreshToken')).toMatchObject({ code: 'token_not_valid' });
    }
    const renewed = await post('/api/auth/token/refresh/', { refresh: pair.refresh });
    expect(renewed.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/user/', headers: bearer(pair.access) });
    expect((expectContract(me, 'getCurrentUser') as { email: string }).email).toBe('oleg@example.com');
  });

  it('answers a restore for an unknown e-mail as for a known one, and mails nothing', async () => {
    const known = await post('/api/accounts/restore', { email: 'ivanov@pskovtour.example' });
    const unknown = await post('/api/accounts/restore', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(expectContract(unknown, 'restorePassword')).toEqual(known.json());
    const outbox = await app.inject({ url: '/api/dev/outbox/?to=ghost%40example.com' });
    expect(outbox.json<{ results: unknown[] }>().results).toHaveLength(0);
  });
});
